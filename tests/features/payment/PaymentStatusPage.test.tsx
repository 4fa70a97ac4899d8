import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { setScenario } from '../../../mocks/scenarios'
import type { AuthUser } from '../../../src/auth/AuthGateway'
import { StaticAuth } from '../../../src/auth/AuthProvider'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import { PaymentStatusPage } from '../../../src/features/payment/PaymentStatusPage'
import { PaymentStatusView } from '../../../src/features/payment/status/PaymentStatusView'
import type { StatusScreen } from '../../../src/features/payment/status/paymentStatusViewModel'
import { paymentResultMessages } from '../../../src/content/messages/payment'
import { PAYMENT_DATA_KEY, type PaymentData } from '../../../src/domain/payment/paymentData'
import { DETAILS_DRAFT_KEY } from '../../../src/domain/payment/detailsDraft'
import { keepBooking, keptBooking } from '../../../src/domain/payment/keptBookings'
import { pageHead } from '../../../src/lib/pageHead'
import {
  chadavaPaymentData,
  horoscopePaymentData,
  paymentResultScreen,
  personalDetails,
  pujaPaymentData,
} from '../../../src/testing/fixtures/paymentStatusData'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'
import { renderPage } from '../../render'
import { storeMockSignIn } from '../signIn/authTestKit'

const user: AuthUser = { uid: 'status-user', phoneNumber: '+919876543210', displayName: 'Ravi Kumar' }

let sequence = 0
/** A fresh payment in the mock backend, ended with the gateway outcome `state`; the session holds its data. */
async function paidWith(
  data: PaymentData,
  state: 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'PENDING',
): Promise<PaymentData> {
  sequence += 1
  const payment = { ...data, merchantOrderId: `${data.merchantOrderId}_${Date.now()}_${sequence}` }
  const post = (path: string, body: unknown) =>
    fetch(`${location.origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  await post('/api/payments/initiate', {
    amount: payment.amount * 100,
    redirectUrl: `${location.origin}/payment/success`,
    merchantOrderId: payment.merchantOrderId,
    customerId: '9876543210',
    customerName: 'Ravi Kumar',
    customerPhone: '+919876543210',
  })
  if (state !== 'PENDING') await post(`/api/mock-gateway/${payment.merchantOrderId}/outcome`, { state })
  sessionStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify(payment))
  return payment
}

async function poojaOrderCount(owner = user): Promise<number> {
  const headers = storeMockSignIn(owner)
  const reply = (await (
    await fetch(`${location.origin}/api/pooja-orders/user/${owner.uid}`, { headers })
  ).json()) as {
    data: unknown[]
  }
  return reply.data.length
}

function openStatusPage(route = '/payment/success', authUser: AuthUser | null | undefined = user) {
  if (authUser) storeMockSignIn(authUser)
  return renderPage(
    <StaticAuth gateway={createMockAuthGateway({ delayMs: 0 })} user={authUser}>
      <PaymentStatusPage />
    </StaticAuth>,
    { route, path: '/payment/success' },
  )
}

describe('PaymentStatusPage', () => {
  it('shows No Payment Data without route state, session or query', async () => {
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'No Payment Data' })).toBeInTheDocument()
    expect(pageHead()?.name).toBe('No Payment Data')
    expect(screen.getByText('No payment information found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Pujas' })).toHaveAttribute('href', '/virtual-puja')
  })

  it('shows Error for session data that does not parse', async () => {
    sessionStorage.setItem(PAYMENT_DATA_KEY, '{"merchantOrderId":"bad id"')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument()
    expect(screen.getByText('Invalid payment data')).toBeInTheDocument()
  })

  it('after a paid puja asks for the details, creates one order and clears the session', async () => {
    const payment = await paidWith(pujaPaymentData, 'COMPLETED')
    const { user: typist } = openStatusPage()
    expect(screen.getByText('Checking payment status...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(screen.getByText('₹851')).toBeInTheDocument()
    expect(screen.getByText('Amount Paid')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Puja Details' })).toBeInTheDocument()
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument()
    // SPEC §2: 'Order Processing' shows for a SUCCESS payment; while its details are asked for, it says it waits.
    expect(screen.getByRole('heading', { name: 'Order Processing' })).toBeInTheDocument()
    expect(screen.getByText('Your order is made as soon as the form above is sent.')).toBeInTheDocument()
    expect(screen.queryByText('Preparing your order...')).not.toBeInTheDocument()
    await typist.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(screen.getByText('Gotra is required')).toBeInTheDocument()
    for (const [label, value] of Object.entries({
      'Full Name': personalDetails.fullName,
      Gotra: personalDetails.gotra,
      Address: personalDetails.address,
      City: personalDetails.city,
      State: personalDetails.state,
      Pincode: personalDetails.pincode,
    })) {
      await typist.click(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }))
      await typist.paste(value)
    }
    await typist.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).toBeNull()
    expect(screen.getByRole('link', { name: 'View My Pooja Orders' })).toHaveAttribute(
      'href',
      '/pooja-orders',
    )
    expect(await poojaOrderCount()).toBe(1)

    const orderSaid = screen.getByText('Order created successfully!').parentElement!.textContent

    // Reload: the session is gone, the gateway's return URL still names the payment; the same order, still one.
    cleanup()
    openStatusPage(`/payment/success?merchantOrderId=${payment.merchantOrderId}`)
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByText('Order created successfully!').parentElement!.textContent).toBe(orderSaid)
    expect(screen.queryByText('Booking details not found')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View My Pooja Orders' })).toBeInTheDocument()
    expect(await poojaOrderCount()).toBe(1)

    // Another tab of the same browser, whose session holds nothing: the same order, not a missing booking.
    cleanup()
    sessionStorage.clear()
    openStatusPage(`/payment/success?merchantOrderId=${payment.merchantOrderId}`)
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.queryByText('Booking details not found')).not.toBeInTheDocument()
    expect(await poojaOrderCount()).toBe(1)
  }, 15_000)

  it('keeps what was typed in Complete Your Booking through a reload, without a message, until it is saved', async () => {
    await paidWith(pujaPaymentData, 'COMPLETED')
    const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) })
    const { user: typist } = openStatusPage()
    await screen.findByRole('heading', { name: 'Complete Your Booking' })
    await typist.type(field('Full Name'), personalDetails.fullName)
    await typist.type(field('Gotra'), personalDetails.gotra)

    cleanup()
    const { user: again } = openStatusPage()
    await screen.findByRole('heading', { name: 'Complete Your Booking' })
    expect(field('Full Name')).toHaveValue(personalDetails.fullName)
    expect(field('Gotra')).toHaveValue(personalDetails.gotra)
    expect(field('Address')).toHaveValue('')
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument()
    const { address, city, state, pincode } = personalDetails
    for (const [label, value] of Object.entries({
      Address: address,
      City: city,
      State: state,
      Pincode: pincode,
    })) {
      await again.click(field(label))
      await again.paste(value)
    }
    await again.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(sessionStorage.getItem(DETAILS_DRAFT_KEY)).toBeNull()
    expect(await poojaOrderCount()).toBe(1)
  }, 20_000)

  it('after a reload, shows the pincode being fixed as typed, and no message it no longer deserves', async () => {
    await paidWith(
      { ...pujaPaymentData, personalDetails: { ...personalDetails, pincode: '2210' } },
      'COMPLETED',
    )
    const pincode = () => screen.getByRole('textbox', { name: /^Pincode/ })
    const { user: typist } = openStatusPage()
    await screen.findByRole('heading', { name: 'Complete Your Booking' })
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument()
    await typist.type(pincode(), '05')

    cleanup()
    openStatusPage()
    await screen.findByRole('heading', { name: 'Complete Your Booking' })
    expect(pincode()).toHaveValue('221005')
    expect(screen.queryByText('Please enter a valid 6-digit pincode')).not.toBeInTheDocument()
  }, 15_000)

  it('shows Payment Failed and creates nothing', async () => {
    await paidWith(horoscopePaymentData, 'FAILED')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(pageHead()?.name).toBe('Payment Failed')
    // Nothing was charged: the amount is not called paid.
    expect(screen.getByText('Amount')).toBeInTheDocument()
    expect(screen.queryByText('Amount Paid')).not.toBeInTheDocument()
    expect(screen.queryByText('Order Processing')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Horoscope' })).toHaveAttribute('href', '/horoscope')
  })

  it('offers to pay again for a failed puja, and says why when the new attempt cannot start', async () => {
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
    const ahead = { ...pujaPaymentData, pujaDetails: { ...pujaPaymentData.pujaDetails!, dateTime: nextWeek } }
    const failed = await paidWith(ahead, 'FAILED')
    setScenario('payment-initiate-error')
    const { user: person } = openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(screen.getByText('Your booking is kept: pay again without filling it in.')).toBeInTheDocument()
    await person.click(screen.getByRole('button', { name: 'Pay Again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment gateway is unavailable. Please try again later.',
    )
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_DATA_KEY)!)).toMatchObject({
      merchantOrderId: failed.merchantOrderId,
    })
  })

  it('offers no new payment once the day booked has passed', async () => {
    // The fixture's puja was on 25 November 2026.
    await paidWith(pujaPaymentData, 'FAILED')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay Again' })).not.toBeInTheDocument()
  })

  it('shows Payment Cancelled', async () => {
    await paidWith(horoscopePaymentData, 'CANCELLED')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument()
  })

  it('shows Payment Pending for a payment left pending', async () => {
    await paidWith(horoscopePaymentData, 'PENDING')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeInTheDocument()
    expect(screen.getByText('We will check again automatically.')).toBeInTheDocument()
  })

  it('keeps PENDING when the status check fails', async () => {
    await paidWith(horoscopePaymentData, 'COMPLETED')
    setScenario('payment-status-error')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeInTheDocument()
    // SPEC §8's words for the failed check: the status shown is the last one known, not the payment's.
    expect(screen.getByText('Failed to check payment status. Please try again.')).toBeInTheDocument()
    expect(screen.queryByText('Order Processing')).not.toBeInTheDocument()
  })

  it('shows Payment Status Unknown for a stored status SPEC does not name while the check fails', async () => {
    const payment = await paidWith(horoscopePaymentData, 'COMPLETED')
    sessionStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify({ ...payment, status: 'UNKNOWN' }))
    setScenario('payment-status-error')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Status Unknown' })).toBeInTheDocument()
    expect(screen.queryByText('Invalid payment data')).not.toBeInTheDocument()
  })

  it('reads its status and a consultation’s pack in Hindi, and SPEC’s words in English', async () => {
    await paidWith(horoscopePaymentData, 'FAILED')
    openStatusPage()
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(screen.getByText('FAILED')).toBeInTheDocument()
    expect(screen.getByText('10 Minutes Consultation')).toBeInTheDocument()
    cleanup()
    await translationsReady('hi')
    setActiveLanguage('hi')
    try {
      await paidWith(horoscopePaymentData, 'FAILED')
      openStatusPage()
      expect(await screen.findByRole('heading', { name: 'भुगतान नहीं हो सका' })).toBeInTheDocument()
      expect(screen.getByText('विफल')).toBeInTheDocument()
      expect(screen.getByText('10 मिनट का परामर्श')).toBeInTheDocument()
      expect(screen.queryByText(/FAILED|Minutes/)).toBeNull()
    } finally {
      setActiveLanguage('en')
    }
  })

  it('names a puja booked in English as the Hindi catalogue does, once the page is read in Hindi', async () => {
    const booked: PaymentData = {
      ...pujaPaymentData,
      language: 'en',
      pujaDetails: { ...pujaPaymentData.pujaDetails!, packageId: '65a1b2c30000000000000001' },
    }
    await translationsReady('hi')
    setActiveLanguage('hi')
    try {
      await paidWith(booked, 'PENDING')
      openStatusPage()
      expect(await screen.findByText('श्री काशी विश्वनाथ में रुद्राभिषेक')).toBeInTheDocument()
      expect(screen.getByText('व्यक्तिगत पूजा')).toBeInTheDocument()
      expect(screen.getByText('श्री काशी विश्वनाथ मंदिर, वाराणसी, उत्तर प्रदेश')).toBeInTheDocument()
      expect(screen.queryByText(/Maha Rudrabhishek|Individual Puja/)).toBeNull()
    } finally {
      setActiveLanguage('en')
    }
  })

  it('creates a horoscope order without sign-in', async () => {
    await paidWith(horoscopePaymentData, 'COMPLETED')
    openStatusPage('/payment/success', null)
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Consultation Details' })).toBeInTheDocument()
  })

  it('once a chadava order exists, shows Chadava Booked Successfully! with Close and Book Another Chadava', async () => {
    const payment = await paidWith(
      { ...chadavaPaymentData, merchantOrderId: 'CHADAVA_1763779200000_CH4D4V', personalDetails },
      'COMPLETED',
    )
    const { user: clicker } = openStatusPage()
    // The details were collected before payment: the order is created without asking for them again.
    const dialog = await screen.findByRole('dialog', { name: 'Chadava Booked Successfully!' })
    expect(dialog).toHaveTextContent('Kashi Vishwanath Chadava')
    expect(screen.queryByRole('heading', { name: 'Complete Your Booking' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book Another Chadava' })).toHaveAttribute('href', '/chadava')
    await clicker.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Chadava Booked Successfully!' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText('Order created successfully!')).toBeInTheDocument()

    // A reload says the order was made, and does not open the dialog again (without the chadava's name).
    cleanup()
    openStatusPage(`/payment/success?merchantOrderId=${payment.merchantOrderId}`)
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Chadava Booked Successfully!' })).not.toBeInTheDocument()
  }, 15_000)

  it('on a reload after its order, names the order made, not a booking started since in the same tab', async () => {
    const made = await paidWith({ ...pujaPaymentData, personalDetails }, 'COMPLETED')
    openStatusPage()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    const orderSaid = screen.getByText('Order created successfully!').parentElement!.textContent
    cleanup()
    await paidWith(chadavaPaymentData, 'PENDING')
    openStatusPage(`/payment/success?merchantOrderId=${made.merchantOrderId}`)
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByText('Order created successfully!').parentElement!.textContent).toBe(orderSaid)
    expect(screen.getByRole('link', { name: 'View My Pooja Orders' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Chadava Details' })).not.toBeInTheDocument()
    expect(await poojaOrderCount()).toBe(1)
  }, 15_000)

  it('lists every name read in the sankalp, the devotee first, when the family was given', async () => {
    await paidWith(
      {
        ...pujaPaymentData,
        personalDetails,
        familyMembers: [{ name: 'Sunita Kumar', relation: 'spouse', gotra: 'Kashyap' }],
      },
      'COMPLETED',
    )
    openStatusPage()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    const names = screen.getByRole('list', { name: 'Names in the Sankalp' })
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ravi Kumar · Self · Kashyap gotra', 'Sunita Kumar · Spouse · Kashyap gotra'])
    expect(screen.getByRole('region', { name: 'Personal Details' })).toContainElement(names)
  })

  it('shows no names list when the devotee booked for themselves alone', async () => {
    await paidWith({ ...pujaPaymentData, personalDetails }, 'COMPLETED')
    openStatusPage()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Personal Details' })).toHaveTextContent('Kashyap')
    expect(screen.queryByRole('list', { name: 'Names in the Sankalp' })).not.toBeInTheDocument()
  })

  it('asks a signed-out visitor to sign in for a puja order, creating nothing', async () => {
    await paidWith({ ...pujaPaymentData, personalDetails, returnTo: undefined }, 'COMPLETED')
    openStatusPage('/payment/success', null)
    expect(
      await screen.findByText(
        'Order creation failed: User authentication required for orders. Please refresh the page and try again.',
      ),
    ).toBeInTheDocument()
    expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).not.toBeNull()
  })

  it('shows another account nothing of a booking paid from the first, and makes it no order', async () => {
    const booking = { ...pujaPaymentData, personalDetails, returnTo: undefined, uid: user.uid }
    await paidWith(booking, 'COMPLETED')
    const nextUser: AuthUser = { uid: 'next-user', phoneNumber: '+919812345678', displayName: 'Asha' }
    openStatusPage('/payment/success', nextUser)
    expect(await screen.findByText('Booked with another phone number')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    for (const shown of [personalDetails.fullName, personalDetails.gotra, '+91 9876543210'])
      expect(screen.queryByText(shown)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Puja Details' })).not.toBeInTheDocument()
    expect(await poojaOrderCount(nextUser)).toBe(0)
    expect(await poojaOrderCount()).toBe(0)

    // The account that paid, signed in again: its booking, and its order.
    cleanup()
    openStatusPage('/payment/success', user)
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByText(personalDetails.gotra)).toBeInTheDocument()
    expect(await poojaOrderCount()).toBe(1)
  })

  it('shows a failed order with Retry, and Retry works', async () => {
    await paidWith(horoscopePaymentData, 'COMPLETED')
    setScenario('order-create-error')
    const { user: clicker } = openStatusPage()
    const failure = await screen.findByRole('alert', { name: 'Order not created' })
    expect(failure).toHaveTextContent('Order creation failed: Order service is unavailable')
    // Paid, but no order: the devotee hears first that the money is safe, and where to turn if Retry fails too.
    expect(failure).toHaveTextContent(
      'Your payment is recorded and safe. Please try once more; if the order still cannot be created, quote the transaction number shown above when you contact us.',
    )
    expect(within(failure).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    setScenario(null)
    await clicker.dblClick(screen.getByRole('button', { name: 'Retry' }))
    // Retry goes as the order is made again: the panel's title keeps the focus, not the page's top.
    expect(screen.getByRole('heading', { name: 'Order Processing' })).toHaveFocus()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
  })

  it('completes a booking paid and returned in another tab from the copy this browser kept, then forgets it', async () => {
    const payment = await paidWith(chadavaPaymentData, 'COMPLETED')
    keepBooking({ ...payment, personalDetails })
    // The tab the gateway sends the devotee back to has none of the booking tab's session.
    sessionStorage.clear()
    openStatusPage(`/payment/success?merchantOrderId=${payment.merchantOrderId}`)
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByText('Gangajal Abhishek', { exact: false })).toBeInTheDocument()
    expect(keptBooking(payment.merchantOrderId)).toBeNull()
    expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).toBeNull()
  })

  it('completes the payment the return names when it lands in a tab that holds an older booking', async () => {
    const paid = await paidWith(chadavaPaymentData, 'COMPLETED')
    keepBooking({ ...paid, personalDetails })
    await paidWith(pujaPaymentData, 'FAILED')
    openStatusPage(`/payment/success?merchantOrderId=${paid.merchantOrderId}`)
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument()
    expect(screen.getByText('Gangajal Abhishek', { exact: false })).toBeInTheDocument()
    expect(keptBooking(paid.merchantOrderId)).toBeNull()
  })

  it('creates nothing from the URL alone, even for a paid payment, and says where to turn', async () => {
    const payment = await paidWith(pujaPaymentData, 'COMPLETED')
    sessionStorage.clear()
    openStatusPage(`/payment/success?merchantOrderId=${payment.merchantOrderId}`)
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(await screen.findByText('Booking details not found')).toBeInTheDocument()
    expect(screen.getByText(/this browser does not hold the booking's details/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.queryByText('Creating your order...')).not.toBeInTheDocument()
    expect(await poojaOrderCount()).toBe(0)
  })
})

describe('PaymentStatusView tells a screen reader the outcome', () => {
  it('as it comes (its title takes a focus on no control) and as it changes (a live region that stays)', async () => {
    const control = { showStatus: (_status: string) => {} }
    const noop = () => {}
    function Changing() {
      const [screenShown, setScreen] = useState<StatusScreen>({ screen: 'checking' })
      useEffect(() => {
        control.showStatus = (status) => setScreen(paymentResultScreen({ status, data: null }))
      }, [])
      return (
        <PaymentStatusView
          {...screenShown}
          onSubmitDetails={noop}
          onDetailsChange={noop}
          onRetryOrder={noop}
          onRecheck={noop}
          onPayAgain={noop}
        />
      )
    }
    renderPage(<Changing />)
    const { statuses } = paymentResultMessages
    act(() => control.showStatus('PENDING'))
    const pending = screen.getByRole('heading', { name: statuses.PENDING.title })
    expect(pending).toHaveFocus()
    const region = pending.closest('[aria-live="polite"]')
    expect(region).toHaveTextContent(statuses.PENDING.message)

    act(() => control.showStatus('SUCCESS'))
    expect(
      screen.getByRole('heading', { name: statuses.SUCCESS.title }).closest('[aria-live="polite"]'),
    ).toBe(region)
    expect(region).toHaveTextContent(statuses.SUCCESS.message)
  })
})
