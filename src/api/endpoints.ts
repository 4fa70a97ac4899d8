/**
 * Every endpoint of the product API once, as data: method, path (OpenAPI template), request and reply schemas and who
 * may call it; what each does and the rules a backend must keep, in words, are in `endpointRules.ts`, which the site
 * does not ship. The paths come from `paths.ts`, which the client builds its URLs with; the mock backend serves this
 * table (mocks/backend/routes.ts) and `npm run contract` writes both out as docs/openapi.json.
 */
import type { z } from 'zod/mini'
import { endpointPaths, type EndpointId } from './paths'
import { chadavaListReplySchema, pujaListReplySchema } from './contract/catalogue'
import { acknowledgementReplySchema, contactMessageSchema, newsletterRequestSchema } from './contract/contact'
import {
  mockGatewayOutcomeRequestSchema,
  mockGatewayPaymentReplySchema,
  mockSessionReplySchema,
  mockSessionRequestSchema,
  mockTokenRefreshReplySchema,
  mockTokenRefreshRequestSchema,
} from './contract/mockServices'
import {
  chadavaOrderCreateReplySchema,
  chadavaOrderRequestSchema,
  horoscopeOrderCreateReplySchema,
  horoscopeOrderRequestSchema,
  poojaOrderCreateReplySchema,
  poojaOrderRequestSchema,
} from './contract/orderRequests'
import {
  chadavaOrderListReplySchema,
  chadavaOrderReplySchema,
  poojaOrderListReplySchema,
  poojaOrderReplySchema,
} from './contract/orders'
import {
  paymentInitiateReplySchema,
  paymentInitiateRequestSchema,
  paymentStatusReplySchema,
  transactionReplySchema,
} from './contract/payments'
import { userProfileReplySchema, userProfileSchema } from './contract/profile'

/**
 * Whose data a call touches. `user` calls carry `Authorization: Bearer <ID token>` and the token's user must be the
 * owner named in the path (`{uid}`) or the body (`uid`): no token (or one that is expired or invalid) is 401, another
 * user's token is 403. `guestOrUser` calls need no token, but one sent must be valid (401 otherwise), and the call is
 * then its user's (a payment started with one may be used only by that user's orders).
 */
export type Identity =
  | { scope: 'public' }
  | { scope: 'guestOrUser' }
  | { scope: 'user'; owner: { in: 'path' | 'body'; name: 'uid' } }

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
const GUEST_OR_USER: Identity = { scope: 'guestOrUser' }
const OWNER_IN_PATH: Identity = { scope: 'user', owner: { in: 'path', name: 'uid' } }
const OWNER_IN_BODY: Identity = { scope: 'user', owner: { in: 'body', name: 'uid' } }

export const endpoints = {
  pujas: {
    method: 'get',
    path: endpointPaths.pujas,
    identity: PUBLIC,
    reply: pujaListReplySchema,
    errors: [],
  },
  chadavas: {
    method: 'get',
    path: endpointPaths.chadavas,
    identity: PUBLIC,
    reply: chadavaListReplySchema,
    errors: [],
  },
  paymentInitiate: {
    method: 'post',
    path: endpointPaths.paymentInitiate,
    identity: GUEST_OR_USER,
    request: paymentInitiateRequestSchema,
    reply: paymentInitiateReplySchema,
    errors: [409],
  },
  paymentStatus: {
    method: 'get',
    path: endpointPaths.paymentStatus,
    identity: PUBLIC,
    reply: paymentStatusReplySchema,
    errors: [404],
  },
  transaction: {
    method: 'get',
    path: endpointPaths.transaction,
    identity: PUBLIC,
    reply: transactionReplySchema,
    errors: [404],
  },
  poojaOrderCreate: {
    method: 'post',
    path: endpointPaths.poojaOrderCreate,
    identity: OWNER_IN_BODY,
    request: poojaOrderRequestSchema,
    reply: poojaOrderCreateReplySchema,
    errors: [409],
  },
  chadavaOrderCreate: {
    method: 'post',
    path: endpointPaths.chadavaOrderCreate,
    identity: OWNER_IN_BODY,
    request: chadavaOrderRequestSchema,
    reply: chadavaOrderCreateReplySchema,
    errors: [409],
  },
  horoscopeOrderCreate: {
    method: 'post',
    path: endpointPaths.horoscopeOrderCreate,
    identity: PUBLIC,
    request: horoscopeOrderRequestSchema,
    reply: horoscopeOrderCreateReplySchema,
    errors: [409],
  },
  poojaOrderList: {
    method: 'get',
    path: endpointPaths.poojaOrderList,
    identity: OWNER_IN_PATH,
    reply: poojaOrderListReplySchema,
    errors: [],
  },
  poojaOrder: {
    method: 'get',
    path: endpointPaths.poojaOrder,
    identity: OWNER_IN_PATH,
    reply: poojaOrderReplySchema,
    errors: [404],
  },
  chadavaOrderList: {
    method: 'get',
    path: endpointPaths.chadavaOrderList,
    identity: OWNER_IN_PATH,
    reply: chadavaOrderListReplySchema,
    errors: [],
  },
  chadavaOrder: {
    method: 'get',
    path: endpointPaths.chadavaOrder,
    identity: OWNER_IN_PATH,
    reply: chadavaOrderReplySchema,
    errors: [404],
  },
  profileGet: {
    method: 'get',
    path: endpointPaths.profileGet,
    identity: OWNER_IN_PATH,
    reply: userProfileReplySchema,
    errors: [404],
  },
  profileUpsert: {
    method: 'post',
    path: endpointPaths.profileUpsert,
    identity: OWNER_IN_BODY,
    request: userProfileSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  contact: {
    method: 'post',
    path: endpointPaths.contact,
    identity: PUBLIC,
    request: contactMessageSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  newsletter: {
    method: 'post',
    path: endpointPaths.newsletter,
    identity: PUBLIC,
    request: newsletterRequestSchema,
    reply: acknowledgementReplySchema,
    errors: [],
  },
  gatewayPayment: {
    method: 'get',
    path: endpointPaths.gatewayPayment,
    identity: PUBLIC,
    reply: mockGatewayPaymentReplySchema,
    errors: [404],
    mockOnly: true,
  },
  gatewayOutcome: {
    method: 'post',
    path: endpointPaths.gatewayOutcome,
    identity: PUBLIC,
    request: mockGatewayOutcomeRequestSchema,
    reply: paymentInitiateReplySchema,
    errors: [404, 409],
    mockOnly: true,
  },
  mockSession: {
    method: 'post',
    path: endpointPaths.mockSession,
    identity: PUBLIC,
    request: mockSessionRequestSchema,
    reply: mockSessionReplySchema,
    errors: [],
    mockOnly: true,
  },
  mockTokenRefresh: {
    method: 'post',
    path: endpointPaths.mockTokenRefresh,
    identity: PUBLIC,
    request: mockTokenRefreshRequestSchema,
    reply: mockTokenRefreshReplySchema,
    errors: [],
    mockOnly: true,
  },
} as const satisfies Record<EndpointId, Endpoint>

export const endpointIds = Object.keys(endpoints) as EndpointId[]
