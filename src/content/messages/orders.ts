/**
 * SPEC §8's order messages: the order lists (My Pooja Orders, My Chadava Orders) and order creation on the status
 * page, shown there as 'Order creation failed: {reason}'.
 */
import type { FailureTexts } from './failureTexts'

export const ORDERS_FETCH_FAILED = 'Failed to fetch orders'
export const ORDERS_FETCH_EXCEPTION = 'An error occurred while fetching orders'
export const POOJA_ORDER_FAILED = 'Failed to create pooja order'
export const CHADAVA_ORDER_FAILED = 'Failed to create chadava order'
export const HOROSCOPE_ORDER_FAILED = 'Failed to create horoscope order'
export const ORDER_CREATION_EXCEPTION = 'An error occurred while creating the order'
export const AUTH_REQUIRED_FOR_ORDERS =
  'User authentication required for orders. Please refresh the page and try again.'

export const orderListFailures: FailureTexts = {
  http: ORDERS_FETCH_FAILED,
  refused: ORDERS_FETCH_FAILED,
  unreachable: ORDERS_FETCH_EXCEPTION,
  serverReasonFor: ['refused'],
}

function orderCreationFailures(fallback: string): FailureTexts {
  return {
    http: fallback,
    refused: fallback,
    unreachable: ORDER_CREATION_EXCEPTION,
    serverReasonFor: ['http', 'refused'],
  }
}

/** Order creation by kind: the server's reason (or its body text), else 'Failed to create … order'. */
export const orderCreationFailuresByKind = {
  puja: orderCreationFailures(POOJA_ORDER_FAILED),
  chadava: orderCreationFailures(CHADAVA_ORDER_FAILED),
  horoscope: orderCreationFailures(HOROSCOPE_ORDER_FAILED),
} as const satisfies Record<string, FailureTexts>

/** My Pooja Orders and My Chadava Orders (SPEC §2): the heading, the count, Refresh, loading and 'No Orders Found'. */
export const orderListMessages = {
  poojaTitle: 'My Pooja Orders',
  chadavaTitle: 'My Chadava Orders',
  ordersFound: (count: number) => `${count} Order(s) Found`,
  refresh: 'Refresh',
  loading: 'Loading your orders',
  empty: 'No Orders Found',
  emptyText: 'You have not placed any orders yet.',
  bookFirstPuja: 'Book Your First Puja',
  bookFirstChadava: 'Book Your First Chadava',
} as const

/** An order card's facts and sections (the package, amount, order id and offerings labels are in common.ts). */
export const orderCardMessages = {
  scheduledDate: 'Scheduled Date',
  orderDate: 'Order Date',
  offeringsSelected: (count: number) => `${count} offering${count === 1 ? '' : 's'} selected`,
  selectedOfferings: 'Selected Offerings',
  specialInstructions: 'Special Instructions',
} as const

/** SPEC §2: the sign-in guard of the order pages, to a signed-out visitor. */
export const signInRequiredMessages = {
  title: 'Authentication Required',
  text: 'Please sign in to access our divine services and personalized features',
  signIn: 'Sign In to Continue',
} as const
