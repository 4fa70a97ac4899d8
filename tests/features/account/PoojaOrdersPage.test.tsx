import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { setScenario } from '../../../mocks/scenarios'
import { ChadavaOrdersPage } from '../../../src/features/account/ChadavaOrdersPage'
import { PoojaOrdersPage } from '../../../src/features/account/PoojaOrdersPage'
import { MOCK_SESSION_KEY, MOCK_USER_KEY } from '../../../src/auth/mockAuthGateway'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'
import { keepBooking } from '../../../src/domain/payment/keptBookings'
import { chadavaPaymentData, pujaPaymentData } from '../../../src/testing/fixtures/paymentStatusData'
import { DEMO_USER, renderWithAuth, storeMockSignIn } from '../signIn/authTestKit'

describe('My Pooja Orders', () => {
  it('asks a signed-out visitor to sign in, then shows their orders', async () => {
    const { user } = renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument()
    expect(
      screen.getByText('Please sign in to access our divine services and personalized features'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign In to Continue' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText('Secure authentication with phone number verification')).toBeInTheDocument()
    await user.click(dialog.getByLabelText('Phone Number'))
    await user.paste('9876543210')
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }))
    await user.click(await dialog.findByLabelText('Enter OTP'))
    await user.paste('123456')
    await user.click(dialog.getByRole('button', { name: 'Verify OTP' }))
    expect(await screen.findByText('Successfully Verified!')).toBeInTheDocument()
    expect(await screen.findByText('2 Order(s) Found')).toBeInTheDocument()
    expect(screen.getByText('Rudrabhishek at Shri Kashi Vishwanath')).toBeInTheDocument()
    expect(screen.getByText('03000001')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 20_000)

  it('an expired session is refreshed once and the orders load; a token refused again signs the user out', async () => {
    storeMockSignIn(DEMO_USER)
    const stored = JSON.parse(localStorage.getItem(MOCK_SESSION_KEY)!) as Record<string, string>
    localStorage.setItem(MOCK_SESSION_KEY, JSON.stringify({ ...stored, idToken: 'expired-token' }))
    const first = renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    expect(await screen.findByText('2 Order(s) Found')).toBeInTheDocument()
    first.unmount()

    localStorage.setItem(
      MOCK_SESSION_KEY,
      JSON.stringify({ ...stored, idToken: 'expired', refreshToken: 'revoked' }),
    )
    renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument()
    expect(localStorage.getItem(MOCK_USER_KEY)).toBeNull()
    expect(screen.queryByText(/Order\(s\) Found/)).toBeNull()
  })

  it('shows the red banner when the orders cannot be fetched, and Refresh loads them again', async () => {
    setScenario('orders-error')
    const { user } = renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders', signedInAs: DEMO_USER })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders')
    expect(screen.queryByText(/Order\(s\) Found/)).toBeNull()
    setScenario(null)
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('2 Order(s) Found')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  describe('after a switch to Hindi', () => {
    afterEach(() => setActiveLanguage('en'))

    it('keeps the list shown while it loads again, then names the orders in Hindi', async () => {
      renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders', signedInAs: DEMO_USER })
      const english = 'Rudrabhishek at Shri Kashi Vishwanath'
      expect(await screen.findByText(english)).toBeInTheDocument()
      await translationsReady('hi')
      act(() => setActiveLanguage('hi'))
      expect(screen.getByText(english)).toBeInTheDocument()
      expect(screen.queryByRole('status')).toBeNull()
      await waitFor(() => expect(screen.queryByText(english)).toBeNull())
      expect(screen.getAllByRole('article')).toHaveLength(2)
      expect(screen.getByRole('heading', { level: 2, name: /रुद्राभिषेक/ })).toBeInTheDocument()
    })
  })

  it("shows 'No Orders Found' with a link to book for a user without orders", async () => {
    renderWithAuth(<PoojaOrdersPage />, {
      route: '/pooja-orders',
      signedInAs: { uid: 'mock-911111111111', phoneNumber: '+911111111111', displayName: null },
    })
    expect(await screen.findByText('No Orders Found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book Your First Puja' })).toHaveAttribute(
      'href',
      '/virtual-puja',
    )
  })

  it("an unreadable reply gives 'An error occurred while fetching orders'", async () => {
    server.use(
      http.get('*/api/pooja-orders/user/:uid', () => HttpResponse.json({ success: true, data: 'nope' })),
    )
    renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders', signedInAs: DEMO_USER })
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching orders')
  })
})

describe('My Chadava Orders', () => {
  it('lists the chadava orders with their offerings', async () => {
    renderWithAuth(<ChadavaOrdersPage />, { route: '/chadava-orders', signedInAs: DEMO_USER })
    expect(await screen.findByText('1 Order(s) Found')).toBeInTheDocument()
    expect(screen.getByText('3 offerings selected')).toBeInTheDocument()
    expect(screen.getByText('Gangajal Abhishek')).toBeInTheDocument()
    expect(screen.getByText('04000001')).toBeInTheDocument()
  })

  it('names the offerings in Hindi to a visitor reading Hindi', async () => {
    await translationsReady('hi')
    setActiveLanguage('hi')
    try {
      renderWithAuth(<ChadavaOrdersPage />, { route: '/hi/chadava-orders', signedInAs: DEMO_USER })
      expect(await screen.findByText('गंगाजल अभिषेक')).toBeInTheDocument()
      expect(screen.queryByText('Gangajal Abhishek')).toBeNull()
      const article = screen.getByRole('article')
      expect(article.querySelector('[data-status-color="green"]')).toHaveTextContent(/^पहुँच गया$/)
    } finally {
      setActiveLanguage('en')
    }
  })
})

describe('Bookings awaiting confirmation', () => {
  it("lists the signed-in user's puja bookings with no order yet, each leading to its status page", async () => {
    storeMockSignIn(DEMO_USER)
    const ownPuja = { ...pujaPaymentData, merchantOrderId: 'POOJA_OWN', uid: DEMO_USER.uid }
    keepBooking(ownPuja)
    keepBooking({ ...pujaPaymentData, merchantOrderId: 'POOJA_OTHER', uid: 'someone-else' })
    keepBooking({ ...chadavaPaymentData, uid: DEMO_USER.uid })
    renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    const section = within(await screen.findByRole('region', { name: 'Bookings awaiting confirmation' }))
    expect(section.getAllByRole('listitem')).toHaveLength(1)
    expect(
      section.getByRole('link', { name: `Check payment status: ${pujaPaymentData.pujaDetails!.title}` }),
    ).toHaveAttribute('href', '/payment/success?merchantOrderId=POOJA_OWN')
    expect(await screen.findByText('2 Order(s) Found')).toBeInTheDocument()
  })

  it('shows nothing when every booking has its order', async () => {
    storeMockSignIn(DEMO_USER)
    renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    expect(await screen.findByText('2 Order(s) Found')).toBeInTheDocument()
    expect(screen.queryByText('Bookings awaiting confirmation')).not.toBeInTheDocument()
  })
})
