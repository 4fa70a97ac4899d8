/**
 * What each endpoint of `endpoints.ts` does and the rules a backend must keep, in words: the contract's prose, for
 * `npm run contract` (docs/openapi.json). Kept apart from the table so the site does not ship it (issue 12).
 */
import type { EndpointId } from './paths'

const ONE_ORDER_PER_PAYMENT =
  'Idempotent by merchantOrderId: the same merchantOrderId again answers the order it already created (200, same id) and creates nothing; a merchantOrderId already used by an order of another kind is 409.'
const ONLY_COMPLETED =
  'An order is created only for a payment that GET /api/payments/status/{merchantOrderId} reports COMPLETED; an unknown, PENDING, FAILED or CANCELLED payment is 409 and creates nothing.'
const AMOUNT_FROM_PAYMENT =
  "The stored amount is the payment record's amount (paise) / 100, in rupees; the request's amount is ignored."
const PRICE_PAID =
  "The payment's amount must cover the price of what the order books, by the backend's prices: a puja package's price, the sum of the catalogue prices of a chadava's offerings (found by name), a consultation pack's price (10 minutes ₹101, 20 minutes ₹201). A payment of less is 409 and creates nothing, and so is a package, offering or pack that the puja, the chadava or the consultation does not sell. So is a puja or chadava the catalogue does not hold."
/** The rules every order creation keeps. */
const ORDER_FOR_A_PAYMENT = [ONE_ORDER_PER_PAYMENT, ONLY_COMPLETED, AMOUNT_FROM_PAYMENT, PRICE_PAID]
const PAYERS_ORDER =
  'A payment started with an ID token (POST /api/payments/initiate) books orders for its user only: an order whose uid is another user is 403 and creates nothing, and the order a payment already has is not answered to another user.'
/** The rules of a pooja or chadava order's creation. */
const STORED_ORDER = [...ORDER_FOR_A_PAYMENT, PAYERS_ORDER, "orderStatus is stored as 'processing'."]
const SANKALP_NAMES =
  "sankalpNames, when sent, is every name read in the sankalp: the devotee first (relation 'self'), then up to 9 family members (any other relation), each with a non-blank name and gotra; it is stored and listed back as sent. The site sends at most as many names as the package has persons."
const NEWEST_FIRST = "The user's orders only, newest first (createdAt)."
const STATUS_HISTORY =
  'statusHistory.events are the steps that have happened, oldest first: booked (with the payment reference) → confirmed (by the temple) → performed → videoReady → prasadDispatched → delivered, or booked → cancelled → refunded; statusHistory.next is the step expected next and the date it is expected by, absent once the order is delivered or refunded.'
const OWN_ORDER_ONLY =
  "Only the user's own order: an orderId that is unknown or belongs to another user is 404, and the reply never tells which."

interface EndpointRules {
  summary: string
  /** The rules a backend must keep, in words. */
  rules: readonly string[]
}

export const endpointRules = {
  pujas: {
    summary: 'The puja services, today first, then upcoming soonest first, then past',
    rules: [],
  },
  chadavas: {
    summary: 'The chadava services',
    rules: [],
  },
  paymentInitiate: {
    summary: 'Starts a payment and answers the gateway page the browser goes to',
    rules: [
      'amount is an integer in paise (rupees × 100, rounded).',
      'The payment is recorded PENDING under merchantOrderId. The same merchantOrderId and amount again answers the same redirectUrl; the same merchantOrderId with another amount, or for a payment no longer PENDING, is 409.',
      'The gateway sends the browser back to the request redirectUrl with ?merchantOrderId=<id>.',
      "A guest may start a payment without a token. Started with a valid ID token, the payment is that user's: only an order whose uid is that user may use it (a token that is expired or invalid is 401).",
    ],
  },
  paymentStatus: {
    summary: "The provider's view of one payment",
    rules: [
      'state is COMPLETED, FAILED, CANCELLED or PENDING; a payment in a final state (COMPLETED, FAILED, CANCELLED) never changes.',
      'amount is in paise. An unknown merchantOrderId is 404.',
    ],
  },
  transaction: {
    summary: "The provider's transaction details, by transaction id or merchantOrderId",
    rules: ['An unknown id is 404.'],
  },
  poojaOrderCreate: {
    summary: 'Creates the pooja order of a completed payment',
    rules: [...STORED_ORDER, SANKALP_NAMES],
  },
  chadavaOrderCreate: {
    summary: 'Creates the chadava order of a completed payment',
    rules: [...STORED_ORDER, SANKALP_NAMES],
  },
  horoscopeOrderCreate: {
    summary: 'Books the horoscope consultation of a completed payment (guests may book)',
    rules: [
      ...ORDER_FOR_A_PAYMENT,
      'A failure carries its reason in both error and message (the page shows message).',
    ],
  },
  poojaOrderList: {
    summary: "A user's pooja orders",
    rules: [NEWEST_FIRST, STATUS_HISTORY],
  },
  poojaOrder: {
    summary: "One of a user's pooja orders, with its status history",
    rules: [OWN_ORDER_ONLY, STATUS_HISTORY],
  },
  chadavaOrderList: {
    summary: "A user's chadava orders",
    rules: [NEWEST_FIRST, STATUS_HISTORY],
  },
  chadavaOrder: {
    summary: "One of a user's chadava orders, with its status history",
    rules: [OWN_ORDER_ONLY, STATUS_HISTORY],
  },
  profileGet: {
    summary: "A user's saved profile, under data",
    rules: ['A user without a saved profile is 404.'],
  },
  profileUpsert: {
    summary: "Creates or replaces a user's profile",
    rules: [
      "An empty display name or e-mail is sent as 'Not set'. accountCreated is YYYY-MM-DD.",
      "familyMembers (optional, at most 10) are the family saved for the next sankalp: each a non-blank name and gotra and a relation other than 'self'; GET answers them as saved.",
    ],
  },
  contact: {
    summary: "Records a visitor's message from the contact page",
    rules: [],
  },
  newsletter: {
    summary: "Subscribes an e-mail address to the blog's newsletter",
    rules: ['Subscribing the same address twice keeps one subscription and answers the same.'],
  },
  gatewayPayment: {
    summary: 'The simulated gateway page: the payment it shows',
    rules: ['Amounts in paise. An unknown merchantOrderId is 404.'],
  },
  gatewayOutcome: {
    summary: "The simulated gateway records the visitor's choice and answers where the browser returns to",
    rules: ['A payment in a final state can only be repeated, never changed (409).'],
  },
  mockSession: {
    summary: 'Mock phone sign-in: confirms the code and issues an ID token and a refresh token',
    rules: [
      'Stands in for the identity provider (Firebase Auth) on the mock site. The tokens are random, not derived from the uid; a wrong code is 400.',
    ],
  },
  mockTokenRefresh: {
    summary: 'Mock sign-in: a fresh ID token for a refresh token',
    rules: ['An unknown refresh token is 401.'],
  },
} as const satisfies Record<EndpointId, EndpointRules>
