import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../../.storybook/viewports'
import { PaymentStatusView } from '../../../src/features/payment/status/PaymentStatusView'
import type { StatusScreen } from '../../../src/features/payment/status/paymentStatusViewModel'
import {
  chadavaPaymentData,
  horoscopePaymentData,
  paidFigures,
  paymentResultScreen,
  personalDetails,
  pujaPaymentData,
} from '../../../src/testing/fixtures/paymentStatusData'
import { orderCreationFailuresByKind, orderFailureMessages } from '../../../src/content/messages/orders'
import { paymentFailureMessages, paymentStatusFailures } from '../../../src/content/messages/payment'
import { textOf } from '../../../src/content/text'

const meta = {
  title: 'Payment/PaymentStatusView',
  component: PaymentStatusView,
  parameters: { machine: 'paymentStatus', route: '/payment/success' },
  args: {
    screen: 'checking',
    onSubmitDetails: fn(),
    onDetailsChange: fn(),
    onRetryOrder: fn(),
    onRecheck: fn(),
    onPayAgain: fn(),
  },
} satisfies Meta<typeof PaymentStatusView>

export default meta
type Story = StoryObj<typeof meta>

const paid = paidFigures
const result = paymentResultScreen

async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input)
  await userEvent.paste(value)
}

function story(state: string, args: StatusScreen, expected: string, extra: Partial<Story> = {}): Story {
  return {
    args: args as Story['args'],
    parameters: { state },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(expected)).toBeInTheDocument()
    },
    ...extra,
  }
}

/** The page reads route state, the session and the query. */
export const Reading = story('reading', { screen: 'checking' }, 'Checking payment status...')
/** The first status check. */
export const Checking = story('checking', { screen: 'checking' }, 'Checking payment status...')
/** The reply is being sorted by status (instantaneous). */
export const Routing = story('routing', { screen: 'checking' }, 'Checking payment status...')

export const InvalidData = story('invalidData', { screen: 'invalidData' }, 'Invalid payment data', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Error' })).toBeInTheDocument()
    await expect(canvas.getByText('Invalid payment data')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Browse Pujas' })).toHaveAttribute('href', '/virtual-puja')
  },
})

export const NoPaymentData = story(
  'noPaymentData',
  { screen: 'noPaymentData' },
  'No payment information found',
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByRole('heading', { name: 'No Payment Data' })).toBeInTheDocument()
      await expect(canvas.getByRole('link', { name: 'Browse Pujas' })).toHaveAttribute(
        'href',
        '/virtual-puja',
      )
    },
  },
)

const pendingArgs = result({
  status: 'PENDING',
  payment: { ...paid, transactionId: null },
  recheck: 'scheduled',
})

/** Pending: the page will check again on its own. */
export const Pending = story('pending', pendingArgs, 'Payment Pending')
export const PendingWaiting = story('pending.waiting', pendingArgs, 'We will check again automatically.')
/** A re-check while pending: the card stays, a small line says it is checking. */
export const PendingRechecking = story(
  'checking',
  { ...pendingArgs, rechecking: true },
  'Checking payment status...',
)

/** The last check did not reach the payment service: the status shown is the last one known, and the page says so. */
export const PendingCheckFailed = story(
  'pending.waiting',
  { ...pendingArgs, checkError: textOf(paymentStatusFailures, 'unreachable') },
  'Failed to check payment status. Please try again.',
)

export const PendingStopped = story(
  'pending.stopped',
  { ...pendingArgs, recheck: 'stopped' },
  'Payment Pending',
  {
    play: async ({ canvasElement, args }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check Again' }))
      await expect(args.onRecheck).toHaveBeenCalledTimes(1)
    },
  },
)

export const Failed = story(
  'failed',
  result({
    status: 'FAILED',
    payment: { ...paid, amount: null },
    payAgain: { stage: 'ready', error: null },
  }),
  'Payment Failed',
  {
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement)
      await expect(
        canvas.getByText('Your payment could not be processed. Please try again.'),
      ).toBeInTheDocument()
      await expect(canvas.queryByText('Order Processing')).not.toBeInTheDocument()
      await expect(canvas.getByRole('link', { name: 'Back to Pujas' })).toHaveAttribute(
        'href',
        '/virtual-puja',
      )
      await userEvent.click(canvas.getByRole('button', { name: 'Pay Again' }))
      await expect(args.onPayAgain).toHaveBeenCalledOnce()
    },
  },
)

/** Paying again for the same booking: the new attempt is being started, then the browser leaves for the gateway. */
export const PayingAgain = story(
  'payingAgain',
  result({ status: 'FAILED', payAgain: { stage: 'starting' } }),
  'Your booking is kept: pay again without filling it in.',
)
export const PayingAgainStarting = story(
  'payingAgain.starting',
  result({ status: 'FAILED', payAgain: { stage: 'starting' } }),
  'Your booking is kept: pay again without filling it in.',
)
export const PayingAgainRedirecting = story(
  'payingAgain.redirecting',
  result({ status: 'CANCELLED', data: chadavaPaymentData, kind: 'chadava', payAgain: { stage: 'starting' } }),
  'Payment Cancelled',
)

/** The new attempt could not start: the reason over the same offer, to try once more. */
export const PayAgainFailed = story(
  'failed',
  result({
    status: 'FAILED',
    payAgain: { stage: 'ready', error: textOf(paymentFailureMessages, 'paymentInitiateFailed') },
  }),
  'Failed to initiate payment. Please try again.',
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Failed to initiate payment. Please try again.',
      )
      await expect(canvas.getByRole('button', { name: 'Pay Again' })).toBeEnabled()
    },
  },
)

export const Cancelled = story(
  'cancelled',
  result({
    status: 'CANCELLED',
    data: chadavaPaymentData,
    kind: 'chadava',
    payAgain: { stage: 'ready', error: null },
  }),
  'Payment Cancelled',
  {
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('link', { name: 'Back to Chadava' })).toHaveAttribute(
        'href',
        '/chadava',
      )
    },
  },
)

/** A status the page does not know (e.g. from an older session). */
export const Unknown = story(
  'pending',
  result({ status: 'REFUNDED', order: { stage: 'hidden' } }),
  'Payment Status Unknown',
)

export const Paid = story('paid', result({ order: { stage: 'preparing' } }), 'Payment Successful!')
export const PaidRouting = story(
  'paid.routing',
  result({ order: { stage: 'preparing' } }),
  'Preparing your order...',
)

/**
 * Only the merchantOrderId query was there and this browser kept nothing of the booking: the status shows, nothing is
 * created, and the devotee is told where the booking can be completed.
 */
export const PaidWithoutOrderData = story(
  'paid.noOrderData',
  result({ data: null, kind: 'puja', order: { stage: 'detailsMissing' } }),
  'Payment Successful!',
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByText('Booking details not found')).toBeInTheDocument()
      await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    },
  },
)

/**
 * Paid from another account than the one signed in (a shared phone's next user): nothing of the booking is shown,
 * and no order is made for this account.
 */
export const PaidFromAnotherAccount = story(
  'paid.otherAccount',
  result({ data: null, kind: 'puja', order: { stage: 'otherAccount' } }),
  'Booked with another phone number',
)

export const CollectingDetails = story(
  'paid.collectingDetails',
  result({
    detailsForm: { initial: null, draft: null, submitting: false },
    order: { stage: 'awaitingDetails' },
  }),
  'Complete Your Booking',
  {
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement)
      await userEvent.click(canvas.getByRole('button', { name: 'Complete Booking' }))
      await expect(canvas.getByText('Full name is required')).toBeInTheDocument()
      await expect(canvas.getByText('Pincode is required')).toBeInTheDocument()
      await expect(args.onSubmitDetails).not.toHaveBeenCalled()
      await fill(canvas.getByRole('textbox', { name: /Full Name/ }), personalDetails.fullName)
      await expect(canvas.queryByText('Full name is required')).not.toBeInTheDocument()
      await fill(canvas.getByRole('textbox', { name: /Gotra/ }), personalDetails.gotra)
      await fill(canvas.getByRole('textbox', { name: /Address/ }), personalDetails.address)
      await fill(canvas.getByRole('textbox', { name: /City/ }), personalDetails.city)
      await fill(canvas.getByRole('textbox', { name: /State/ }), personalDetails.state)
      await fill(canvas.getByRole('textbox', { name: /Pincode/ }), '221 001')
      await expect(canvas.getByRole('textbox', { name: /Pincode/ })).toHaveValue(personalDetails.pincode)
      await userEvent.click(canvas.getByRole('button', { name: 'Complete Booking' }))
      await expect(args.onSubmitDetails).toHaveBeenCalledWith(personalDetails)
    },
  },
)

/** The details taken before payment do not pass (e.g. an older session): the form shows them with what to fix. */
export const CollectingInvalidDetails = story(
  'paid.collectingDetails',
  result({
    detailsForm: { initial: { ...personalDetails, pincode: '2210' }, draft: null, submitting: false },
    order: { stage: 'awaitingDetails' },
  }),
  'Please enter a valid 6-digit pincode',
  {
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement)
      await expect(await canvas.findByText('Please enter a valid 6-digit pincode')).toBeInTheDocument()
      await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue(personalDetails.fullName)
      const pincode = canvas.getByRole('textbox', { name: /Pincode/ })
      await userEvent.clear(pincode)
      await fill(pincode, personalDetails.pincode)
      await userEvent.click(canvas.getByRole('button', { name: 'Complete Booking' }))
      await expect(args.onSubmitDetails).toHaveBeenCalledWith(personalDetails)
    },
  },
)

/** Back after a reload with some details typed: they show as left, without a message, and each change is kept. */
export const CollectingDetailsAfterReload = story(
  'paid.collectingDetails',
  result({
    detailsForm: {
      initial: null,
      draft: { ...personalDetails, city: '', state: '', pincode: '' },
      submitting: false,
    },
    order: { stage: 'awaitingDetails' },
  }),
  'Complete Your Booking',
  {
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByRole('textbox', { name: /Gotra/ })).toHaveValue(personalDetails.gotra)
      await expect(canvas.queryByText('City is required')).not.toBeInTheDocument()
      await fill(canvas.getByRole('textbox', { name: /City/ }), personalDetails.city)
      await expect(args.onDetailsChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ gotra: personalDetails.gotra, city: personalDetails.city }),
      )
    },
  },
)

export const SavingDetails = story(
  'paid.savingDetails',
  result({
    detailsForm: { initial: personalDetails, draft: null, submitting: true },
    data: { ...pujaPaymentData, personalDetails },
    order: { stage: 'preparing' },
  }),
  'Complete Your Booking',
)

export const AwaitingAuth = story(
  'paid.awaitingAuth',
  result({ order: { stage: 'preparing' } }),
  'Preparing your order...',
)

const withDetails = { ...pujaPaymentData, personalDetails }

export const CreatingOrder = story(
  'paid.creatingOrder',
  result({ data: withDetails, order: { stage: 'creating' } }),
  'Creating your order...',
)
export const ClearingSession = story(
  'paid.clearingSession',
  result({ data: withDetails, order: { stage: 'creating' } }),
  'Creating your order...',
)

export const OrderCreated = story(
  'paid.orderCreated',
  result({ data: withDetails, order: { stage: 'created', orderId: '6741a0c2e9b1f3a4c5d6e7f8' } }),
  'Order created successfully!',
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByText(/C5D6E7F8/)).toBeInTheDocument()
      await expect(canvas.getByRole('link', { name: 'View My Pooja Orders' })).toHaveAttribute(
        'href',
        '/pooja-orders',
      )
      await expect(canvas.getByRole('heading', { name: 'Puja Details' })).toBeInTheDocument()
      await expect(canvas.getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument()
      await expect(canvas.getByText('+91 9876543210')).toBeInTheDocument()
      await expect(canvas.getByText('₹851')).toBeInTheDocument()
    },
  },
)

/**
 * The status page reloaded (or gone Back to) after its order was made: the booking has left the session, and the page
 * says the order this tab made of the payment, with no booking details to show.
 */
export const OrderCreatedBeforeReload = story(
  'paid.orderCreated',
  result({ data: null, kind: 'puja', order: { stage: 'created', orderId: '6741a0c2e9b1f3a4c5d6e7f8' } }),
  'Order created successfully!',
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByText(/C5D6E7F8/)).toBeInTheDocument()
      await expect(canvas.getByRole('link', { name: 'View My Pooja Orders' })).toBeInTheDocument()
      await expect(canvas.queryByText('Booking details not found')).not.toBeInTheDocument()
    },
  },
)

/** A puja for the family: the personal details list every name read in the sankalp, the devotee first. */
export const OrderCreatedForFamily = story(
  'paid.orderCreated',
  result({
    data: {
      ...withDetails,
      familyMembers: [
        { name: 'Sunita Kumar', relation: 'spouse', gotra: 'Kashyap' },
        { name: 'Aarav Kumar', relation: 'son', gotra: 'Kashyap' },
      ],
    },
    order: { stage: 'created', orderId: '6741a0c2e9b1f3a4c5d6e7f8' },
  }),
  'Order created successfully!',
  {
    play: async ({ canvasElement }) => {
      const names = within(canvasElement).getByRole('list', { name: 'Names in the Sankalp' })
      await expect(
        within(names)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Ravi Kumar · Self · Kashyap gotra',
        'Sunita Kumar · Spouse · Kashyap gotra',
        'Aarav Kumar · Son · Kashyap gotra',
      ])
    },
  },
)

export const HoroscopeOrderCreated = story(
  'paid.orderCreated',
  result({
    data: horoscopePaymentData,
    kind: 'horoscope',
    order: { stage: 'created', orderId: 'h-order-1' },
  }),
  'Consultation Details',
  {
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('link', { name: 'Back to Horoscope' })).toHaveAttribute(
        'href',
        '/horoscope',
      )
    },
  },
)

export const OrderFailed = story(
  'paid.orderFailed',
  result({
    data: withDetails,
    order: { stage: 'failed', reason: textOf(orderCreationFailuresByKind.puja, 'http') },
  }),
  'Order creation failed: Failed to create pooja order',
  {
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement)
      await expect(
        canvas.getByText('Order creation failed: Failed to create pooja order'),
      ).toBeInTheDocument()
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
      await expect(args.onRetryOrder).toHaveBeenCalledTimes(1)
    },
  },
)

export const SignInRequired = story(
  'paid.orderFailed',
  result({
    data: withDetails,
    order: {
      stage: 'failed',
      reason: textOf(orderFailureMessages, 'authRequiredForOrders'),
    },
  }),
  'Order creation failed: User authentication required for orders. Please refresh the page and try again.',
)

export const OrderCreatedMobile: Story = { ...OrderCreated, globals: mobileViewport }
export const CollectingDetailsMobile: Story = {
  ...CollectingDetails,
  play: undefined,
  globals: mobileViewport,
}
