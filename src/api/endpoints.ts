/**
 * Every endpoint of the product API once, as data: method, path (OpenAPI template), request and reply schemas and who
 * may call it; what each does and the rules a backend must keep, in words, are in `endpointRules.ts`, which the site
 * does not ship. The client builds its URLs from this table (`pathOf`), the mock backend serves it
 * (mocks/backend/routes.ts) and `npm run contract` writes both out as docs/openapi.json.
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

export const endpoints = {
  pujas: {
    method: 'get',
    path: '/api/pooja',
    identity: PUBLIC,
    reply: pujaListReplySchema,
    errors: [],
  },
  chadavas: {
    method: 'get',
    path: '/api/chadava',
    identity: PUBLIC,
    reply: chadavaListReplySchema,
    errors: [],
  },
  paymentInitiate: {
    method: 'post',
    path: '/api/payments/initiate',
    identity: PUBLIC,
    request: paymentInitiateRequestSchema,
    reply: paymentInitiateReplySchema,
    errors: [409],
  },
  paymentStatus: {
    method: 'get',
    path: '/api/payments/status/{merchantOrderId}',
    identity: PUBLIC,
    reply: paymentStatusReplySchema,
    errors: [404],
  },
  transaction: {
    method: 'get',
    path: '/api/payments/transaction/{transactionId}',
    identity: PUBLIC,
    reply: transactionReplySchema,
    errors: [404],
  },
  poojaOrderCreate: {
    method: 'post',
    path: '/api/pooja-orders',
    identity: OWNER_IN_BODY,
    request: poojaOrderRequestSchema,
    reply: poojaOrderCreateReplySchema,
    errors: [409],
  },
  chadavaOrderCreate: {
    method: 'post',
    path: '/api/chadava-orders',
    identity: OWNER_IN_BODY,
    request: chadavaOrderRequestSchema,
    reply: chadavaOrderCreateReplySchema,
    errors: [409],
  },
  horoscopeOrderCreate: {
    method: 'post',
    path: '/api/horoscope-orders',
    identity: PUBLIC,
    request: horoscopeOrderRequestSchema,
    reply: horoscopeOrderCreateReplySchema,
    errors: [409],
  },
  poojaOrderList: {
    method: 'get',
    path: '/api/pooja-orders/user/{uid}',
    identity: OWNER_IN_PATH,
    reply: poojaOrderListReplySchema,
    errors: [],
  },
  poojaOrder: {
    method: 'get',
    path: '/api/pooja-orders/user/{uid}/{orderId}',
    identity: OWNER_IN_PATH,
    reply: poojaOrderReplySchema,
    errors: [404],
  },
  chadavaOrderList: {
    method: 'get',
    path: '/api/chadava-orders/user/{uid}',
    identity: OWNER_IN_PATH,
    reply: chadavaOrderListReplySchema,
    errors: [],
  },
  chadavaOrder: {
    method: 'get',
    path: '/api/chadava-orders/user/{uid}/{orderId}',
    identity: OWNER_IN_PATH,
    reply: chadavaOrderReplySchema,
    errors: [404],
  },
  profileGet: {
    method: 'get',
    path: '/api/user-profile/{uid}',
    identity: OWNER_IN_PATH,
    reply: userProfileReplySchema,
    errors: [404],
  },
  profileUpsert: {
    method: 'post',
    path: '/api/user-profile/upsert',
    identity: OWNER_IN_BODY,
    request: userProfileSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  contact: {
    method: 'post',
    path: '/api/contact',
    identity: PUBLIC,
    request: contactMessageSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  newsletter: {
    method: 'post',
    path: '/api/newsletter',
    identity: PUBLIC,
    request: newsletterRequestSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  gatewayPayment: {
    method: 'get',
    path: '/api/mock-gateway/{merchantOrderId}',
    identity: PUBLIC,
    reply: mockGatewayPaymentReplySchema,
    errors: [404],
    mockOnly: true,
  },
  gatewayOutcome: {
    method: 'post',
    path: '/api/mock-gateway/{merchantOrderId}/outcome',
    identity: PUBLIC,
    request: mockGatewayOutcomeRequestSchema,
    reply: paymentInitiateReplySchema,
    errors: [404, 409],
    mockOnly: true,
  },
  mockSession: {
    method: 'post',
    path: '/api/mock-auth/session',
    identity: PUBLIC,
    request: mockSessionRequestSchema,
    reply: mockSessionReplySchema,
    errors: [],
    mockOnly: true,
  },
  mockTokenRefresh: {
    method: 'post',
    path: '/api/mock-auth/refresh',
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
