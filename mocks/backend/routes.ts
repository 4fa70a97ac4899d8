/**
 * Every endpoint of the mock API once, as data: method, path (express/MSW syntax) and the rule that answers it.
 * Both adapters (MSW handlers, json-server) are loops over this table.
 */
import { listChadavas, listPujas } from './catalogue'
import type { MockDb, PaymentRecord } from './db'
import { sendContactMessage, subscribeNewsletter } from './messages'
import { createChadavaOrder, createHoroscopeOrder, createPoojaOrder, listOrders } from './orders'
import { gatewayPayment, initiatePayment, paymentStatus, recordOutcome, transactionDetails } from './payments'
import { getProfile, upsertProfile } from './profiles'
import { answer } from './replies'
import type { BackendEnv, Outcome, Reply, Store } from './types'

export interface RouteRequest {
  params: Readonly<Record<string, string>>
  body: unknown
}

export interface RouteContext {
  env: BackendEnv
  /** The gateway page a new payment is sent to (an app page under MSW, a server page under json-server). */
  gatewayUrl(payment: PaymentRecord): string
}

export interface Route {
  id: RouteId
  method: 'get' | 'post'
  path: string
  run(db: MockDb, request: RouteRequest, context: RouteContext): Outcome
}

export type RouteId =
  | 'pujas'
  | 'chadavas'
  | 'paymentInitiate'
  | 'paymentStatus'
  | 'transaction'
  | 'gatewayPayment'
  | 'gatewayOutcome'
  | 'poojaOrderCreate'
  | 'chadavaOrderCreate'
  | 'horoscopeOrderCreate'
  | 'poojaOrderList'
  | 'chadavaOrderList'
  | 'profileGet'
  | 'profileUpsert'
  | 'contact'
  | 'newsletter'

const param = (request: RouteRequest, name: string) => request.params[name] ?? ''

export const routes: readonly Route[] = [
  { id: 'pujas', method: 'get', path: '/api/pooja', run: (db, _, { env }) => answer(listPujas(db, env.now())) },
  { id: 'chadavas', method: 'get', path: '/api/chadava', run: (db, _, { env }) => answer(listChadavas(db, env.now())) },
  {
    id: 'paymentInitiate',
    method: 'post',
    path: '/api/payments/initiate',
    run: (db, request, { env, gatewayUrl }) => initiatePayment(db, request.body, env, gatewayUrl),
  },
  {
    id: 'paymentStatus',
    method: 'get',
    path: '/api/payments/status/:merchantOrderId',
    run: (db, request) => answer(paymentStatus(db, param(request, 'merchantOrderId'))),
  },
  {
    id: 'transaction',
    method: 'get',
    path: '/api/payments/transaction/:transactionId',
    run: (db, request) => answer(transactionDetails(db, param(request, 'transactionId'))),
  },
  {
    id: 'gatewayPayment',
    method: 'get',
    path: '/api/mock-gateway/:merchantOrderId',
    run: (db, request) => answer(gatewayPayment(db, param(request, 'merchantOrderId'))),
  },
  {
    id: 'gatewayOutcome',
    method: 'post',
    path: '/api/mock-gateway/:merchantOrderId/outcome',
    run: (db, request, { env }) => recordOutcome(db, param(request, 'merchantOrderId'), request.body, env),
  },
  {
    id: 'poojaOrderCreate',
    method: 'post',
    path: '/api/pooja-orders',
    run: (db, request, { env }) => createPoojaOrder(db, request.body, env),
  },
  {
    id: 'chadavaOrderCreate',
    method: 'post',
    path: '/api/chadava-orders',
    run: (db, request, { env }) => createChadavaOrder(db, request.body, env),
  },
  {
    id: 'horoscopeOrderCreate',
    method: 'post',
    path: '/api/horoscope-orders',
    run: (db, request, { env }) => createHoroscopeOrder(db, request.body, env),
  },
  {
    id: 'poojaOrderList',
    method: 'get',
    path: '/api/pooja-orders/user/:uid',
    run: (db, request) => answer(listOrders(db, 'poojaOrders', param(request, 'uid'))),
  },
  {
    id: 'chadavaOrderList',
    method: 'get',
    path: '/api/chadava-orders/user/:uid',
    run: (db, request) => answer(listOrders(db, 'chadavaOrders', param(request, 'uid'))),
  },
  {
    id: 'profileGet',
    method: 'get',
    path: '/api/user-profile/:uid',
    run: (db, request) => answer(getProfile(db, param(request, 'uid'))),
  },
  {
    id: 'profileUpsert',
    method: 'post',
    path: '/api/user-profile/upsert',
    run: (db, request) => upsertProfile(db, request.body),
  },
  { id: 'contact', method: 'post', path: '/api/contact', run: (db, request, { env }) => sendContactMessage(db, request.body, env) },
  {
    id: 'newsletter',
    method: 'post',
    path: '/api/newsletter',
    run: (db, request, { env }) => subscribeNewsletter(db, request.body, env),
  },
]

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
