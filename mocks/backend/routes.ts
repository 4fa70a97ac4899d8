/**
 * Every endpoint of the contract (src/api/endpoints.ts) with the rule that answers it, its path in express/MSW syntax.
 * Both adapters (MSW handlers, json-server) are loops over this table.
 */
import { endpointIds, endpoints, type Endpoint, type Identity } from '../../src/api/endpoints'
import type { EndpointId } from '../../src/api/paths'
import { listChadavas, listPujas } from './catalogue'
import type { ContentLanguage } from '../../src/api/schemas'
import type { MockDb } from './db'
import { sendContactMessage, subscribeNewsletter } from './messages'
import { createChadavaOrder, createHoroscopeOrder, createPoojaOrder, getOrder, listOrders } from './orders'
import { gatewayPayment, initiatePayment, paymentStatus, recordOutcome, transactionDetails } from './payments'
import { createSession, refreshSession } from './identity'
import { getProfile, upsertProfile } from './profiles'
import { answer } from './replies'
import type { BackendEnv, GatewayUrl, Outcome, Reply, Store } from './types'

export interface RouteRequest {
  params: Readonly<Record<string, string>>
  body: unknown
  /** The language its `Accept-Language` asks the texts in; English when absent. */
  language?: ContentLanguage
  /** The signed-in user who sent it, where the endpoint asks (its identity rule); none for a guest. */
  caller?: string
}

export interface RouteContext {
  env: BackendEnv
  gatewayUrl: GatewayUrl
}

export type RouteId = EndpointId

export interface Route {
  id: RouteId
  method: Endpoint['method']
  /** The endpoint's path in express/MSW syntax (`:name`). */
  path: string
  identity: Identity
  run(db: MockDb, request: RouteRequest, context: RouteContext): Outcome
}

const param = (request: RouteRequest, name: string) => request.params[name] ?? ''

/** The rule that answers each endpoint of the contract: one for every endpoint, or this does not compile. */
const rules: Record<RouteId, Route['run']> = {
  pujas: (db, request, { env }) => answer(listPujas(db, env.now(), request.language)),
  chadavas: (db, request, { env }) => answer(listChadavas(db, env.now(), request.language)),
  paymentInitiate: (db, request, { env, gatewayUrl }) => initiatePayment(db, request, env, gatewayUrl),
  paymentStatus: (db, request) =>
    answer(paymentStatus(db, param(request, 'merchantOrderId'), request.language)),
  transaction: (db, request) =>
    answer(transactionDetails(db, param(request, 'transactionId'), request.language)),
  gatewayPayment: (db, request) =>
    answer(gatewayPayment(db, param(request, 'merchantOrderId'), request.language)),
  gatewayOutcome: (db, request, { env }) =>
    recordOutcome(db, param(request, 'merchantOrderId'), request.body, env, request.language),
  poojaOrderCreate: (db, request, { env }) => createPoojaOrder(db, request.body, env, request.language),
  chadavaOrderCreate: (db, request, { env }) => createChadavaOrder(db, request.body, env, request.language),
  horoscopeOrderCreate: (db, request, { env }) =>
    createHoroscopeOrder(db, request.body, env, request.language),
  poojaOrderList: (db, request, { env }) =>
    answer(listOrders(db, 'poojaOrders', param(request, 'uid'), { now: env.now() }, request.language)),
  chadavaOrderList: (db, request, { env }) =>
    answer(listOrders(db, 'chadavaOrders', param(request, 'uid'), { now: env.now() }, request.language)),
  poojaOrder: (db, request, { env }) =>
    answer(
      getOrder(
        db,
        'poojaOrders',
        param(request, 'uid'),
        param(request, 'orderId'),
        { now: env.now() },
        request.language,
      ),
    ),
  chadavaOrder: (db, request, { env }) =>
    answer(
      getOrder(
        db,
        'chadavaOrders',
        param(request, 'uid'),
        param(request, 'orderId'),
        { now: env.now() },
        request.language,
      ),
    ),
  profileGet: (db, request) => answer(getProfile(db, param(request, 'uid'), request.language)),
  profileUpsert: (db, request) => upsertProfile(db, request.body),
  contact: (db, request, { env }) => sendContactMessage(db, request.body, env, request.language),
  newsletter: (db, request, { env }) => subscribeNewsletter(db, request.body, env, request.language),
  mockSession: (db, request, { env }) => createSession(db, request.body, env),
  mockTokenRefresh: (db, request, { env }) => refreshSession(db, request.body, env),
}

export const routes: readonly Route[] = endpointIds.map((id) => {
  const endpoint: Endpoint = endpoints[id]
  return {
    id,
    method: endpoint.method,
    path: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
    identity: endpoint.identity,
    run: rules[id],
  }
})

export function routeById(id: RouteId): Route {
  const route = routes.find((candidate) => candidate.id === id)
  if (!route) throw new Error(`No mock API route ${id}`)
  return route
}

/** Writes back what an outcome changed, if anything, and gives its reply. */
export function commit(store: Store, outcome: Outcome): Reply {
  if (outcome.next) store.write(outcome.next)
  return outcome.reply
}

/** Runs a rule against a store: read, decide, write back only what changed. */
export function serve(route: Route, store: Store, request: RouteRequest, context: RouteContext): Reply {
  return commit(store, route.run(store.read(), request, context))
}
