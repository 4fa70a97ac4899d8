import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockStore } from '../../../mocks/handlers'
import { server } from '../../../mocks/node'
import { setScenario } from '../../../mocks/scenarios'
import { StaticAuth } from '../../../src/auth/AuthProvider'
import type { AuthUser } from '../../../src/auth/AuthGateway'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import type { BookingOrder } from '../../../src/domain/booking/bookingOrder'
import { useChadavaBooking, usePujaBooking } from '../../../src/features/booking/useBookingDialog'
import { readPaymentData } from '../../../src/domain/payment/paymentData'
import { USA } from '../../../src/testing/TestProviders'
import { chadavaOrder, pujaOrder } from '../../../src/testing/fixtures/bookingOrders'
import { renderPage } from '../../render'
import { storeMockSignIn } from '../signIn/authTestKit'

const policy = { gatewayOrigins: [], siteOrigin: window.location.origin, allowSiteOrigin: true }

function Harness({
  kind,
  order,
  navigate,
}: {
  kind: 'puja' | 'chadava'
  order: BookingOrder
  navigate: (url: string) => void
}) {
  const booking = (kind === 'puja' ? usePujaBooking : useChadavaBooking)(undefined, { navigate, policy })
  return (
    <>
      <button type="button" onClick={() => booking.start(order)}>
        Book
      </button>
      {booking.dialog}
    </>
  )
}

function renderBooking(
  kind: 'puja' | 'chadava',
  order: BookingOrder,
  user: AuthUser | null,
  location = undefined as never,
) {
  const navigate = vi.fn<(url: string) => void>()
  // The provider knows who the page shows signed in: a payment starts only for the account signed in now.
  if (user) storeMockSignIn(user)
  const gateway = createMockAuthGateway({ delayMs: 0 })
  const view = renderPage(
    <StaticAuth gateway={gateway} user={user}>
      <Harness kind={kind} order={order} navigate={navigate} />
    </StaticAuth>,
    location ? { location } : {},
  )
  return { ...view, navigate }
}

const dialog = async () => within(await screen.findByRole('dialog'))
const signedIn: AuthUser = {
  uid: 'mock-919812345678',
  phoneNumber: '+919812345678',
  displayName: 'Ravi Kumar',
}

describe('puja booking dialog', () => {
  it('takes a guest from contact details and OTP through personal details to the gateway, with every message on the way', async () => {
    const { user, navigate } = renderBooking('puja', pujaOrder, null)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    let d = await dialog()
    expect(d.getByText('1 Add Details')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Send OTP' }))
    expect(d.getByText('Name is required')).toBeInTheDocument()
    expect(d.getByText('WhatsApp number is required')).toBeInTheDocument()
    // The first field with a message takes the focus, and with it the screen.
    await waitFor(() => expect(d.getByLabelText('Name')).toHaveFocus())
    await user.type(d.getByLabelText('Name'), 'Asha Verma')
    expect(d.queryByText('Name is required')).not.toBeInTheDocument()
    await user.type(d.getByLabelText('WhatsApp Number'), 'ab98-765')
    expect(d.getByLabelText('WhatsApp Number')).toHaveValue('98765')
    await user.click(d.getByRole('button', { name: 'Send OTP' }))
    expect(d.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument()
    await user.type(d.getByLabelText('WhatsApp Number'), '43210')
    await user.click(d.getByRole('button', { name: 'Send OTP' }))
    d = await dialog()
    expect(await d.findByText('Enter the 6-digit code sent to +91 9876543210')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Verify OTP' }))
    expect(d.getByText('Please enter the OTP code')).toBeInTheDocument()
    await user.type(d.getByLabelText('OTP'), '123456')
    await user.click(d.getByRole('button', { name: 'Verify OTP' }))
    expect(await d.findByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument()
    expect(d.getByText('Rudrabhishek Puja')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(await d.findByRole('button', { name: 'Continue to Payment' }))
    for (const message of [
      'Full name is required',
      'Gotra is required',
      'Address is required',
      'City is required',
      'State is required',
      'Pincode is required',
    ]) {
      expect(d.getByText(message)).toBeInTheDocument()
    }
    expect(navigate).not.toHaveBeenCalled()
    await waitFor(() => expect(d.getByLabelText('Full Name')).toHaveFocus())
    await user.type(d.getByLabelText('Full Name'), 'Asha Verma')
    await user.type(d.getByLabelText('Gotra'), 'Kashyap')
    await user.type(d.getByLabelText('Address'), '12 Temple Road')
    await user.type(d.getByLabelText('City'), 'Varanasi')
    await user.type(d.getByLabelText('State'), 'Uttar Pradesh')
    await user.type(d.getByLabelText('Pincode'), '22a10')
    await user.click(d.getByRole('button', { name: 'Continue to Payment' }))
    expect(d.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument()
    await waitFor(() => expect(d.getByLabelText('Pincode')).toHaveFocus())
    await user.type(d.getByLabelText('Pincode'), '01')
    await user.click(d.getByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const url = new URL(navigate.mock.calls[0]![0])
    expect(url.pathname).toBe('/mock-gateway')
    const stored = readPaymentData()
    expect(stored.status).toBe('ok')
    if (stored.status !== 'ok') return
    expect(url.searchParams.get('merchantOrderId')).toBe(stored.value.merchantOrderId)
    expect(stored.value).toMatchObject({
      merchantOrderId: expect.stringMatching(/^POOJA_\d+_[A-Z0-9]+$/),
      status: 'PENDING',
      amount: 2001,
      returnTo: 'personal-details',
      pujaDetails: {
        title: 'Rudrabhishek Puja',
        poojaId: 'puja-rudrabhishek',
        packageName: 'Family Puja',
        location: 'Kashi Vishwanath, Varanasi',
      },
      contactDetails: { name: 'Asha Verma', whatsappNumber: '9876543210' },
      personalDetails: { fullName: 'Asha Verma', gotra: 'Kashyap', pincode: '221001' },
    })
  }, 30_000)

  it('records the profile of a guest signed in by the code, as the header’s sign-in does (SPEC §7)', async () => {
    const { user } = renderBooking('puja', pujaOrder, null)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    await user.type(d.getByLabelText('Name'), 'Meera Joshi')
    await user.type(d.getByLabelText('WhatsApp Number'), '9812300077')
    await user.click(d.getByRole('button', { name: 'Send OTP' }))
    await user.type(await d.findByLabelText('OTP'), '123456')
    await user.click(d.getByRole('button', { name: 'Verify OTP' }))
    expect(await d.findByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument()
    await waitFor(() =>
      expect(mockStore.read().profiles).toContainEqual(
        expect.objectContaining({
          uid: 'mock-919812300077',
          displayName: 'Meera Joshi',
          accountCreated: new Date().toISOString().slice(0, 10),
        }),
      ),
    )
  })

  it('a 4-person package takes the devotee and three family members, one picked from the saved family, into the payment', async () => {
    storeMockSignIn(signedIn)
    const db = mockStore.read()
    const sita = { name: 'Sita Kumar', relation: 'spouse', gotra: 'Kashyap' } as const
    mockStore.write({
      ...db,
      profiles: [
        ...db.profiles,
        {
          uid: signedIn.uid,
          displayName: 'Ravi Kumar',
          phoneNumber: signedIn.phoneNumber!,
          emailAddress: 'Not set',
          accountCreated: '2026-01-02',
          familyMembers: [sita],
        },
      ],
    })
    const { user, navigate } = renderBooking('puja', pujaOrder, signedIn)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    expect(
      d.getByText('This package is for 4 persons: you are the first; add up to 3 family members.'),
    ).toBeInTheDocument()
    for (const [label, value] of Object.entries({
      'Full Name': 'Ravi Kumar',
      Gotra: 'Kashyap',
      Address: '12 Temple Road',
      City: 'Varanasi',
      State: 'Uttar Pradesh',
      Pincode: '221001',
    })) {
      await user.type(d.getByLabelText(label), value)
    }
    await user.selectOptions(await d.findByLabelText('Choose from saved family'), 'Sita Kumar (Spouse)')
    const second = d.getByRole('group', { name: 'Family member 2' })
    expect(within(second).getByLabelText('Full Name')).toHaveValue('Sita Kumar')
    // Add puts the focus in the new row; Remove on Add (it fell to the form's first field, far above).
    const nameIn = (group: string) =>
      within(d.getByRole('group', { name: group })).getByLabelText('Full Name')
    await user.click(d.getByRole('button', { name: 'Add a family member' }))
    expect(nameIn('Family member 3')).toHaveFocus()
    await user.click(d.getByRole('button', { name: 'Add a family member' }))
    expect(nameIn('Family member 4')).toHaveFocus()
    expect(d.queryByRole('button', { name: 'Add a family member' })).not.toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Continue to Payment' }))
    const third = d.getByRole('group', { name: 'Family member 3' })
    expect(third).toHaveTextContent('Full name is required')
    expect(third).toHaveTextContent('Relation is required')
    expect(third).toHaveTextContent('Gotra is required')
    expect(navigate).not.toHaveBeenCalled()
    await user.click(d.getByRole('button', { name: 'Remove family member 4' }))
    expect(d.getByRole('button', { name: 'Add a family member' })).toHaveFocus()
    await user.type(within(third).getByLabelText('Full Name'), ' Arun Kumar ')
    await user.selectOptions(within(third).getByLabelText('Relation'), 'Son')
    await user.type(within(third).getByLabelText('Gotra'), 'Kashyap')
    expect(third).not.toHaveTextContent('Full name is required')
    await user.click(d.getByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const stored = readPaymentData()
    expect(stored.status === 'ok' && stored.value.familyMembers).toEqual([
      sita,
      { name: 'Arun Kumar', relation: 'son', gotra: 'Kashyap' },
    ])
    expect((await dialog()).getByText('Arun Kumar · Son · Kashyap gotra')).toBeInTheDocument()
  }, 30_000)

  it("sends the code even after another dialog mounted and cleared the provider's human check", async () => {
    const navigate = vi.fn<(url: string) => void>()
    const gateway = createMockAuthGateway({ delayMs: 0 })
    const { user } = renderPage(
      <StaticAuth gateway={gateway} user={null}>
        <Harness kind="puja" order={pujaOrder} navigate={navigate} />
      </StaticAuth>,
    )
    gateway.mountHumanCheck()()
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    await user.type(d.getByLabelText('Name'), 'Asha')
    await user.type(d.getByLabelText('WhatsApp Number'), '9876543210')
    await user.click(d.getByRole('button', { name: 'Send OTP' }))
    expect(await d.findByLabelText('OTP')).toBeInTheDocument()
    expect(d.queryByText('reCAPTCHA verifier not initialized')).not.toBeInTheDocument()
  })

  it('Back on the OTP stage returns to the phone form; closing resets the form', async () => {
    const { user } = renderBooking('puja', pujaOrder, null)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    let d = await dialog()
    await user.type(d.getByLabelText('Name'), 'Asha')
    await user.type(d.getByLabelText('WhatsApp Number'), '9876543210')
    await user.click(d.getByRole('button', { name: 'Send OTP' }))
    await user.click(await d.findByRole('button', { name: 'Back' }))
    expect(d.getByLabelText('WhatsApp Number')).toHaveValue('9876543210')
    await user.click(d.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Book' }))
    d = await dialog()
    expect(d.getByLabelText('Name')).toHaveValue('')
  })

  it('refuses a gateway URL on a foreign origin, leaving the browser and the session untouched', async () => {
    server.use(
      http.post('*/api/payments/initiate', () =>
        HttpResponse.json({ success: true, redirectUrl: 'https://evil.example/pay' }),
      ),
    )
    const { user, navigate } = renderBooking('chadava', chadavaOrder, signedIn)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    await user.click(d.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await d.findByText('Failed to initiate payment. Please try again.')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    expect(readPaymentData()).toEqual({ status: 'missing' })
  })

  it('a payment that could not start (the connection dropped) starts again with Try Again, and goes to the gateway', async () => {
    let dropped = false
    server.use(
      http.post('*/api/payments/initiate', () => {
        if (dropped) return undefined
        dropped = true
        return HttpResponse.error()
      }),
    )
    const { user, navigate } = renderBooking('chadava', chadavaOrder, signedIn)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    await user.click(d.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await d.findByRole('alert')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    await user.click(d.getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(d.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("shows the server's refusal in the payment panel", async () => {
    setScenario('payment-initiate-error')
    const { user, navigate } = renderBooking('chadava', chadavaOrder, signedIn)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    await user.click(d.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await d.findByRole('alert')).toBeInTheDocument()
    expect(d.getByRole('button', { name: 'Back to Details' })).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('payment prerequisites', () => {
  it("signed out before paying: the details' and review's 'Sign In Required' open the sign-in dialog, with the message", async () => {
    const navigate = vi.fn<(url: string) => void>()
    const gateway = createMockAuthGateway({ delayMs: 0 })
    function SignOutBeforePaying() {
      const [user, setUser] = useState<AuthUser | null>(signedIn)
      return (
        <StaticAuth gateway={gateway} user={user}>
          <button type="button" onClick={() => setUser(null)}>
            Sign out
          </button>
          <Harness kind="puja" order={pujaOrder} navigate={navigate} />
        </StaticAuth>
      )
    }
    const view = renderPage(<SignOutBeforePaying />)
    await view.user.click(screen.getByRole('button', { name: 'Book' }))
    await dialog()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out', hidden: true }))
    const d = await dialog()
    await view.user.click(await d.findByRole('button', { name: 'Sign In Required' }))
    expect(await screen.findByText('Sign in to access divine services')).toBeInTheDocument()
    await view.user.click(d.getByRole('button', { name: 'Back to Review', hidden: true }))
    await view.user.click(d.getByRole('button', { name: 'Sign In Required', hidden: true }))
    expect(
      d.getByText('Authentication required for pooja orders. Please sign in to continue.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Sign in to access divine services')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('chadava booking dialog', () => {
  it('a signed-in devotee reviews four offerings and goes straight to the gateway', async () => {
    const { user, navigate } = renderBooking('chadava', chadavaOrder, signedIn)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    expect(d.getByText('1 Select Offerings')).toBeInTheDocument()
    expect(d.getByText('Ravi Kumar')).toBeInTheDocument()
    expect(d.getByText('WhatsApp: +91 9812345678')).toBeInTheDocument()
    for (const name of ['Diya Daan', 'Flower Garland', 'Bhog Prasad', 'Vastra Daan'])
      expect(d.getByText(name)).toBeInTheDocument()
    expect(d.getByText('TBD')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const stored = readPaymentData()
    expect(stored).toMatchObject({
      status: 'ok',
      value: {
        merchantOrderId: expect.stringMatching(/^CHADAVA_/),
        amount: 2004,
        returnTo: 'personal-details',
        personalDetails: null,
        chadavaDetails: {
          chadavaId: 'chadava-kashi',
          templeName: 'Kashi Vishwanath Temple',
          offerings: 'Diya Daan, Flower Garland, Bhog Prasad, Vastra Daan',
        },
        contactDetails: { name: 'Ravi Kumar', whatsappNumber: '9812345678' },
      },
    })
  })

  it('a devotee signed in with a number abroad is reached on it whole, not on ten of its digits after +91', async () => {
    const abroad: AuthUser = {
      uid: 'mock-14155550123',
      phoneNumber: '+14155550123',
      displayName: 'Anita Rao',
    }
    const { user, navigate } = renderBooking('chadava', chadavaOrder, abroad)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    expect(d.getByText('WhatsApp: +14155550123')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(readPaymentData()).toMatchObject({
      value: { contactDetails: { name: 'Anita Rao', whatsappNumber: '+14155550123' } },
    })
    const payment = mockStore.read().payments.at(-1)
    expect(payment).toMatchObject({ customer: { phone: '+14155550123' } })
  })

  it('a visitor outside India sees dollars and the rupees that will be charged', async () => {
    const { user } = renderBooking('chadava', chadavaOrder, signedIn, USA as never)
    await user.click(screen.getByRole('button', { name: 'Book' }))
    const d = await dialog()
    expect(d.getByText('$28')).toBeInTheDocument()
    expect(d.getByText('Payments are made in Indian rupees: you will be charged ₹2,004.')).toBeInTheDocument()
  })
})
