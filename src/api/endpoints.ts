/**
 * Every endpoint of the product API once, as data: method, path (OpenAPI template), request and reply schemas, who may
 * call it and the rules a backend must keep. The client builds its URLs from this table (`pathOf`), the mock backend
 * serves it (mocks/backend/routes.ts) and `npm run contract` writes it out as docs/openapi.json.
 */
import type { z } from 'zod/mini'
import {
  acknowledgementReplySchema,
  chadavaListReplySchema,
  chadavaOrderCreateReplySchema,
  chadavaOrderListReplySchema,
  chadavaOrderReplySchema,
  chadavaOrderRequestSchema,
  contactMessageSchema,
  horoscopeOrderCreateReplySchema,
  horoscopeOrderRequestSchema,
  mockGatewayOutcomeRequestSchema,
  mockGatewayPaymentReplySchema,
  mockSessionReplySchema,
  mockSessionRequestSchema,
  mockTokenRefreshReplySchema,
  mockTokenRefreshRequestSchema,
  newsletterRequestSchema,
  paymentInitiateReplySchema,
  paymentInitiateRequestSchema,
  paymentStatusReplySchema,
  poojaOrderCreateReplySchema,
  poojaOrderListReplySchema,
  poojaOrderReplySchema,
  poojaOrderRequestSchema,
  pujaListReplySchema,
  transactionReplySchema,
  userProfileReplySchema,
  userProfileSchema,
} from './schemas'

/**
 * Whose data a call touches. `user` calls carry `Authorization: Bearer <ID token>` and the token's user must be the
 * owner named in the path (`{uid}`) or the body (`uid`): no token (or one that is expired or invalid) is 401, another
 * user's token is 403.
 */
export type Identity = { scope: 'public' } | { scope: 'user'; owner: { in: 'path' | 'body'; name: 'uid' } }

export interface Endpoint {
  method: 'get' | 'post'
  /** The path as an OpenAPI template: `{name}` for each path parameter. */
  path: string
  summary: string
  /** The rules a backend must keep, in words. */
  rules: readonly string[]
  identity: Identity
  request?: z.ZodMiniType
  reply: z.ZodMiniType
  /** HTTP statuses this endpoint may answer with the error body, besides those every endpoint may. */
  errors: readonly number[]
  /** Served by the mock backend only (the simulated gateway and sign-in); a real backend leaves it out. */
  mockOnly?: boolean
}

const PUBLIC: Identity = { scope: 'public' }
const OWNER_IN_PATH: Identity = { scope: 'user', owner: { in: 'path', name: 'uid' } }
const OWNER_IN_BODY: Identity = { scope: 'user', owner: { in: 'body', name: 'uid' } }

const ONE_ORDER_PER_PAYMENT =
  'Idempotent by merchantOrderId: the same merchantOrderId again answers the order it already created (200, same id) and creates nothing; a merchantOrderId already used by an order of another kind is 409.'
const ONLY_COMPLETED =
  'An order is created only for a payment that GET /api/payments/status/{merchantOrderId} reports COMPLETED; an unknown, PENDING, FAILED or CANCELLED payment is 409 and creates nothing.'
const AMOUNT_FROM_PAYMENT =
  "The stored amount is the payment record's amount (paise) / 100, in rupees; the request's amount is ignored."
/** The rules every order creation keeps. */
const ORDER_FOR_A_PAYMENT = [ONE_ORDER_PER_PAYMENT, ONLY_COMPLETED, AMOUNT_FROM_PAYMENT]
/** The rules of a pooja or chadava order's creation. */
const STORED_ORDER = [...ORDER_FOR_A_PAYMENT, "orderStatus is stored as 'processing'."]
const SANKALP_NAMES =
  "sankalpNames, when sent, is every name read in the sankalp: the devotee first (relation 'self'), then up to 9 family members (any other relation), each with a non-blank name and gotra; it is stored and listed back as sent. The site sends at most as many names as the package has persons."
const NEWEST_FIRST = "The user's orders only, newest first (createdAt)."
const STATUS_HISTORY =
  'statusHistory.events are the steps that have happened, oldest first: booked (with the payment reference) → confirmed (by the temple) → performed → videoReady → prasadDispatched → delivered, or booked → cancelled → refunded; statusHistory.next is the step expected next and the date it is expected by, absent once the order is delivered or refunded.'
const OWN_ORDER_ONLY =
  "Only the user's own order: an orderId that is unknown or belongs to another user is 404, and the reply never tells which."

export const endpoints = {
  pujas: {
    method: 'get',
    path: '/api/pooja',
    summary: 'The puja services, today first, then upcoming soonest first, then past',
    rules: [],
    identity: PUBLIC,
    reply: pujaListReplySchema,
    errors: [],
  },
  chadavas: {
    method: 'get',
    path: '/api/chadava',
    summary: 'The chadava services',
    rules: [],
    identity: PUBLIC,
    reply: chadavaListReplySchema,
    errors: [],
  },
  paymentInitiate: {
    method: 'post',
    path: '/api/payments/initiate',
    summary: 'Starts a payment and answers the gateway page the browser goes to',
    rules: [
      'amount is an integer in paise (rupees × 100, rounded).',
      'The payment is recorded PENDING under merchantOrderId. The same merchantOrderId and amount again answers the same redirectUrl; the same merchantOrderId with another amount, or for a payment no longer PENDING, is 409.',
      'The gateway sends the browser back to the request redirectUrl with ?merchantOrderId=<id>.',
    ],
    identity: PUBLIC,
    request: paymentInitiateRequestSchema,
    reply: paymentInitiateReplySchema,
    errors: [409],
  },
  paymentStatus: {
    method: 'get',
    path: '/api/payments/status/{merchantOrderId}',
    summary: "The provider's view of one payment",
    rules: [
      'state is COMPLETED, FAILED, CANCELLED or PENDING; a payment in a final state (COMPLETED, FAILED, CANCELLED) never changes.',
      'amount is in paise. An unknown merchantOrderId is 404.',
    ],
    identity: PUBLIC,
    reply: paymentStatusReplySchema,
    errors: [404],
  },
  transaction: {
    method: 'get',
    path: '/api/payments/transaction/{transactionId}',
    summary: "The provider's transaction details, by transaction id or merchantOrderId",
    rules: ['An unknown id is 404.'],
    identity: PUBLIC,
    reply: transactionReplySchema,
    errors: [404],
  },
  poojaOrderCreate: {
    method: 'post',
    path: '/api/pooja-orders',
    summary: 'Creates the pooja order of a completed payment',
    rules: [...STORED_ORDER, SANKALP_NAMES],
    identity: OWNER_IN_BODY,
    request: poojaOrderRequestSchema,
    reply: poojaOrderCreateReplySchema,
    errors: [409],
  },
  chadavaOrderCreate: {
    method: 'post',
    path: '/api/chadava-orders',
    summary: 'Creates the chadava order of a completed payment',
    rules: [...STORED_ORDER, SANKALP_NAMES],
    identity: OWNER_IN_BODY,
    request: chadavaOrderRequestSchema,
    reply: chadavaOrderCreateReplySchema,
    errors: [409],
  },
  horoscopeOrderCreate: {
    method: 'post',
    path: '/api/horoscope-orders',
    summary: 'Books the horoscope consultation of a completed payment (guests may book)',
    rules: [
      ...ORDER_FOR_A_PAYMENT,
      'A failure carries its reason in both error and message (the page shows message).',
    ],
    identity: PUBLIC,
    request: horoscopeOrderRequestSchema,
    reply: horoscopeOrderCreateReplySchema,
    errors: [409],
  },
  poojaOrderList: {
    method: 'get',
    path: '/api/pooja-orders/user/{uid}',
    summary: "A user's pooja orders",
    rules: [NEWEST_FIRST, STATUS_HISTORY],
    identity: OWNER_IN_PATH,
    reply: poojaOrderListReplySchema,
    errors: [],
  },
  poojaOrder: {
    method: 'get',
    path: '/api/pooja-orders/user/{uid}/{orderId}',
    summary: "One of a user's pooja orders, with its status history",
    rules: [OWN_ORDER_ONLY, STATUS_HISTORY],
    identity: OWNER_IN_PATH,
    reply: poojaOrderReplySchema,
    errors: [404],
  },
  chadavaOrderList: {
    method: 'get',
    path: '/api/chadava-orders/user/{uid}',
    summary: "A user's chadava orders",
    rules: [NEWEST_FIRST, STATUS_HISTORY],
    identity: OWNER_IN_PATH,
    reply: chadavaOrderListReplySchema,
    errors: [],
  },
  chadavaOrder: {
    method: 'get',
    path: '/api/chadava-orders/user/{uid}/{orderId}',
    summary: "One of a user's chadava orders, with its status history",
    rules: [OWN_ORDER_ONLY, STATUS_HISTORY],
    identity: OWNER_IN_PATH,
    reply: chadavaOrderReplySchema,
    errors: [404],
  },
  profileGet: {
    method: 'get',
    path: '/api/user-profile/{uid}',
    summary: "A user's saved profile, under data",
    rules: ['A user without a saved profile is 404.'],
    identity: OWNER_IN_PATH,
    reply: userProfileReplySchema,
    errors: [404],
  },
  profileUpsert: {
    method: 'post',
    path: '/api/user-profile/upsert',
    summary: "Creates or replaces a user's profile",
    rules: [
      "An empty display name or e-mail is sent as 'Not set'. accountCreated is YYYY-MM-DD.",
      "familyMembers (optional, at most 10) are the family saved for the next sankalp: each a non-blank name and gotra and a relation other than 'self'; GET answers them as saved.",
    ],
    identity: OWNER_IN_BODY,
    request: userProfileSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  contact: {
    method: 'post',
    path: '/api/contact',
    summary: "Records a visitor's message from the contact page",
    rules: [],
    identity: PUBLIC,
    request: contactMessageSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  newsletter: {
    method: 'post',
    path: '/api/newsletter',
    summary: "Subscribes an e-mail address to the blog's newsletter",
    rules: ['Subscribing the same address twice keeps one subscription and answers the same.'],
    identity: PUBLIC,
    request: newsletterRequestSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  gatewayPayment: {
    method: 'get',
    path: '/api/mock-gateway/{merchantOrderId}',
    summary: 'The simulated gateway page: the payment it shows',
    rules: ['Amounts in paise. An unknown merchantOrderId is 404.'],
    identity: PUBLIC,
    reply: mockGatewayPaymentReplySchema,
    errors: [404],
    mockOnly: true,
  },
  gatewayOutcome: {
    method: 'post',
    path: '/api/mock-gateway/{merchantOrderId}/outcome',
    summary: "The simulated gateway records the visitor's choice and answers where the browser returns to",
    rules: ['A payment in a final state can only be repeated, never changed (409).'],
    identity: PUBLIC,
    request: mockGatewayOutcomeRequestSchema,
    reply: paymentInitiateReplySchema,
    errors: [404, 409],
    mockOnly: true,
  },
  mockSession: {
    method: 'post',
    path: '/api/mock-auth/session',
    summary: 'Mock phone sign-in: confirms the code and issues an ID token and a refresh token',
    rules: [
      'Stands in for the identity provider (Firebase Auth) on the mock site. The tokens are random, not derived from the uid; a wrong code is 400.',
    ],
    identity: PUBLIC,
    request: mockSessionRequestSchema,
    reply: mockSessionReplySchema,
    errors: [],
    mockOnly: true,
  },
  mockTokenRefresh: {
    method: 'post',
    path: '/api/mock-auth/refresh',
    summary: 'Mock sign-in: a fresh ID token for a refresh token',
    rules: ['An unknown refresh token is 401.'],
    identity: PUBLIC,
    request: mockTokenRefreshRequestSchema,
    reply: mockTokenRefreshReplySchema,
    errors: [],
    mockOnly: true,
  },
} as const satisfies Record<string, Endpoint>

export type EndpointId = keyof typeof endpoints

export const endpointIds = Object.keys(endpoints) as EndpointId[]

/** The path parameter names of a path template, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

/** The endpoint's path with each `{name}` replaced by its value, URL-encoded. */
export function pathOf(id: EndpointId, values: Readonly<Record<string, string>> = {}): string {
  return endpoints[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${id}: no value for {${name}}`)
    return encodeURIComponent(value)
  })
}
