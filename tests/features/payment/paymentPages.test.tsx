import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fetchPaymentStatus, initiatePayment } from '../../../src/api/payments'
import { MockGatewayPage } from '../../../src/features/payment/MockGatewayPage'
import { PaymentPage } from '../../../src/features/payment/PaymentPage'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'
import { pageHead } from '../../../src/lib/pageHead'
import { renderPage } from '../../render'

describe('/payment (simulated)', () => {
  it("without a service or amount shows 'Invalid Payment Request' and a way home", async () => {
    renderPage(<PaymentPage />, { route: '/payment' })
    expect(await screen.findByText('Invalid Payment Request')).toBeInTheDocument()
    expect(screen.getByText('Please select a service before proceeding to payment.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(pageHead()?.name).toBe('Invalid Payment Request')
  })

  it('pays securely and, 2 seconds later, shows success with a transaction id from the current time', async () => {
    const { user, router } = renderPage(<PaymentPage />, { route: '/payment' })
    await router.navigate('/payment', {
      state: {
        service: 'Kashi Chadava',
        amount: 400,
        type: 'chadava',
        items: [{ name: 'Diya Daan', quantity: 2, price: 200 }],
      },
    })
    expect(await screen.findByText('Diya Daan x 2')).toBeInTheDocument()
    expect(pageHead()?.name).toBe('Payment')
    expect(screen.queryByText(/Section 80G/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'UPI' }))
    expect(screen.getByLabelText('UPI ID')).toBeInTheDocument()
    const before = Date.now()
    await user.click(screen.getByRole('button', { name: 'Pay Securely' }))
    expect(screen.getByRole('button', { name: 'Pay Securely' })).toBeDisabled()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument()
    expect(pageHead()?.name).toBe('Payment Successful!')
    const id = Number(screen.getByText(/^Transaction ID: TXN\d+$/).textContent?.replace(/\D/g, ''))
    expect(id - before).toBeGreaterThanOrEqual(2_000)
    expect(screen.getByRole('link', { name: 'Book Again' })).toHaveAttribute('href', '/chadava')
  }, 15_000)

  it('a donation reads Complete Donation with the Section 80G notice', async () => {
    const { router } = renderPage(<PaymentPage />, { route: '/payment' })
    await router.navigate('/payment', {
      state: { service: 'Annadanam', amount: 501, type: 'donation', items: [] },
    })
    expect(await screen.findByRole('button', { name: 'Complete Donation' })).toBeInTheDocument()
    expect(screen.getByText(/Section 80G/)).toBeInTheDocument()
  })
  it('names the order’s type in the language shown, and a type the site does not send as it came', async () => {
    const state = { service: 'Kashi Chadava', amount: 400, type: 'chadava', items: [] }
    await translationsReady('hi')
    setActiveLanguage('hi')
    try {
      const { router } = renderPage(<PaymentPage />, { route: '/payment' })
      await router.navigate('/payment', { state })
      expect(await screen.findByText('चढ़ावा')).toBeInTheDocument()
      expect(screen.queryByText(/^chadava$/i)).toBeNull()
      await router.navigate('/payment', { state: { ...state, type: 'seva' } })
      expect(await screen.findByText('seva')).toBeInTheDocument()
    } finally {
      setActiveLanguage('en')
    }
  })
})

describe('/mock-gateway', () => {
  it('shows the merchant and amount, records Pay and returns to /payment/success with the order id', async () => {
    const merchantOrderId = `POOJA_${Date.now()}_TESTGATEWAY`
    await initiatePayment({
      amount: 200100,
      redirectUrl: `${window.location.origin}/payment/success`,
      merchantOrderId,
      customerId: '9876543210',
      customerName: 'Asha',
      customerPhone: '+919876543210',
    })
    const navigate = vi.fn<(url: string) => void>()
    const { user } = renderPage(<MockGatewayPage navigate={navigate} mockMode />, {
      route: `/mock-gateway?merchantOrderId=${merchantOrderId}`,
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Sankalp' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Test payment gateway' })).toBeInTheDocument()
    expect(screen.getByText('₹2,001')).toBeInTheDocument()
    expect(pageHead()?.name).toBe('Test payment gateway')
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const url = new URL(navigate.mock.calls[0]![0])
    expect(url.pathname).toBe('/payment/success')
    expect(url.searchParams.get('merchantOrderId')).toBe(merchantOrderId)
    await expect(fetchPaymentStatus(merchantOrderId)).resolves.toMatchObject({
      state: 'COMPLETED',
      amount: 200100,
    })
  })

  it('outside the mock site it does nothing', async () => {
    renderPage(<MockGatewayPage mockMode={false} />, { route: '/mock-gateway?merchantOrderId=X' })
    expect(
      await screen.findByText('The test payment gateway is only available on the mock site.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument()
  })

  it('an unknown payment shows an error and no choices', async () => {
    renderPage(<MockGatewayPage mockMode />, { route: '/mock-gateway?merchantOrderId=POOJA_1_UNKNOWN' })
    expect(await screen.findByText('This payment could not be found.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Test payment gateway' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument()
  })
})
