/**
 * SPEC §8's order messages: the order lists (My Pooja Orders, My Chadava Orders) and order creation on the status
 * page, shown there as 'Order creation failed: {reason}'.
 */
import { catalog } from '../catalog'
import type { FailureTexts } from './failureTexts'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/orders.ts', { import: 'default' }))

const ORDERS_FETCH_FAILED = 'Failed to fetch orders'
const ORDERS_FETCH_EXCEPTION = 'An error occurred while fetching orders'
const POOJA_ORDER_FAILED = 'Failed to create pooja order'
const CHADAVA_ORDER_FAILED = 'Failed to create chadava order'
const HOROSCOPE_ORDER_FAILED = 'Failed to create horoscope order'
const ORDER_CREATION_EXCEPTION = 'An error occurred while creating the order'

/** SPEC §8's order messages that the flows show on their own. */
export const orderFailureMessages = translatable('orderFailureMessages', {
  orderCreationException: ORDER_CREATION_EXCEPTION,
  authRequiredForOrders: 'User authentication required for orders. Please refresh the page and try again.',
} as const)

export const orderListFailures = translatable<FailureTexts>('orderListFailures', {
  http: ORDERS_FETCH_FAILED,
  refused: ORDERS_FETCH_FAILED,
  unreachable: ORDERS_FETCH_EXCEPTION,
  serverReasonFor: ['refused'],
})

function orderCreationFailures(fallback: string): FailureTexts {
  return {
    http: fallback,
    refused: fallback,
    unreachable: ORDER_CREATION_EXCEPTION,
    serverReasonFor: ['http', 'refused'],
  }
}

/** Order creation by kind: the server's reason (or its body text), else 'Failed to create … order'. */
export const orderCreationFailuresByKind = translatable('orderCreationFailuresByKind', {
  puja: orderCreationFailures(POOJA_ORDER_FAILED),
  chadava: orderCreationFailures(CHADAVA_ORDER_FAILED),
  horoscope: orderCreationFailures(HOROSCOPE_ORDER_FAILED),
} as const satisfies Record<string, FailureTexts>)

/** My Pooja Orders and My Chadava Orders (SPEC §2): the heading, the count, Refresh, loading and 'No Orders Found'. */
export const orderListMessages = translatable('orderListMessages', {
  poojaTitle: 'My Pooja Orders',
  chadavaTitle: 'My Chadava Orders',
  ordersFound: (count: number) => `${count} Order(s) Found`,
  refresh: 'Refresh',
  loading: 'Loading your orders',
  empty: 'No Orders Found',
  emptyText: 'You have not placed any orders yet.',
  bookFirstPuja: 'Book Your First Puja',
  bookFirstChadava: 'Book Your First Chadava',
  /** Bookings this browser started whose order is not made yet (a tab closed before the status page was done). */
  awaitingTitle: 'Bookings awaiting confirmation',
  awaitingText:
    'These bookings were started on this device and have no order yet. Check the payment of each: a paid booking is completed there.',
  checkPayment: 'Check payment status',
  checkPaymentOf: (title: string) => `Check payment status: ${title}`,
} as const)

/** An order card's facts and sections (the package, amount, order id and offerings labels are in common.ts). */
export const orderCardMessages = translatable('orderCardMessages', {
  scheduledDate: 'Scheduled Date',
  orderDate: 'Order Date',
  offeringsSelected: (count: number) => `${count} offering${count === 1 ? '' : 's'} selected`,
  selectedOfferings: 'Selected Offerings',
  specialInstructions: 'Special Instructions',
  /** The delivery address the site keeps as an order's special instructions (`addressInstructions`). */
  addressInstructions: (address: string) => `Address: ${address}`,
  /** The payment method the site books with (`ORDER_PAYMENT_METHOD`), in the language shown. */
  onlinePayment: 'Online Payment',
} as const)

/** SPEC §2: the sign-in guard of the order pages, to a signed-out visitor. */
export const signInRequiredMessages = translatable('signInRequiredMessages', {
  title: 'Authentication Required',
  text: 'Please sign in to access our divine services and personalized features',
  signIn: 'Sign In to Continue',
} as const)

/** SPEC §4's order statuses, as the order card's badge names them; any other status reads as the backend wrote it. */
export const orderStatusMessages = translatable('orderStatusMessages', {
  processing: 'processing',
  pending: 'pending',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const)

/** Issue 14: the steps of an order, as its timeline and its card name them. */
export const orderStepLabels = translatable('orderStepLabels', {
  booked: 'Booked',
  confirmed: 'Confirmed by the temple',
  performed: 'Performed',
  videoReady: 'Video ready',
  prasadDispatched: 'Prasad dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
} as const)

/** Issue 14: the order page (/pooja-orders/:orderId, /chadava-orders/:orderId), its timeline and its receipt. */
export const orderPageMessages = translatable('orderPageMessages', {
  viewOrder: 'View order',
  viewOrderOf: (service: string) => `View order: ${service}`,
  currentStep: 'Current step',
  pujaOrder: 'Puja order',
  chadavaOrder: 'Chadava order',
  backToPujaOrders: 'Back to My Pooja Orders',
  backToChadavaOrders: 'Back to My Chadava Orders',
  loading: 'Loading your order',
  refreshing: 'Checking for news of your order',
  notFoundTitle: 'Order not found',
  notFoundText: 'This order is not one of your orders. Check the link, or find the order in your list.',
  timelineTitle: 'Your order, step by step',
  stepState: { done: 'Done', next: 'Next', upcoming: 'Still to come' },
  /** A step's state and time, read together: 'Done: 24 Nov 2026, 07:00 AM IST'. */
  stepStatus: (state: string, when: string) => `${state}: ${when}`,
  expectedBy: (date: string) => `Expected by ${date}`,
  paidWithReference: (reference: string) => `Paid. Payment reference ${reference}`,
  confirmedBy: (temple: string) => `Confirmed by ${temple}`,
  watchVideo: 'Watch the video',
  jumpToSankalp: 'Jump to your sankalp',
  sankalpAt: (time: string) => `Your name is read at ${time} in the video.`,
  shippedWith: (courier: string, trackingNumber: string) => `${courier}, tracking number ${trackingNumber}`,
  trackPrasad: 'Track your prasad',
  refundPending: 'Your refund is on its way.',
  refunded: (amount: string) => `${amount} refunded to your account.`,
  cancelledReason: (reason: string) => `Reason: ${reason}`,
  receiptTitle: 'Receipt',
  printReceipt: 'Print receipt',
  issuedBy: (site: string) => `Issued by ${site}`,
  service: 'Service',
  names: 'Names in the sankalp',
  dateAndTime: 'Date and time',
  amountCharged: 'Amount charged',
  /**
   * The booked item's price in dollars, which the site shows visitors abroad. Not 'Price shown to you': it is shown to
   * any visitor abroad now, who may have booked from India and seen rupees.
   */
  priceShownAbroad: 'Price in US dollars',
  paymentReference: 'Payment reference',
  status: 'Status',
} as const)
