/**
 * What each scenario does, for both adapters: pure functions of the request, the data and how many times the
 * scenario has seen this request. An effect answers in the rule's place (storing what it changed), asks for a delay
 * before the rule answers, or returns undefined to let the rule answer as usual.
 */
import type { MockDb } from './backend/db'
import { geoReplies, INDIA, UNITED_STATES, type GeoService } from './backend/geolocation'
import type { OrderClock } from './backend/orderProgress'
import { getOrder, listOrders } from './backend/orders'
import { applyOutcome, findPayment, statusBody } from './backend/payments'
import { answer, fail, ok } from './backend/replies'
import { replyTextsIn, type ReplyTexts } from './backend/replyTexts'
import type { RouteId, RouteRequest } from './backend/routes'
import type { BackendEnv, Outcome, Reply } from './backend/types'
import type { ScenarioName } from './scenarios'

const CATALOGUE_SLOW_MS = 3000
/** Under payment-pending-then-complete, this many status checks answer PENDING before the payment completes. */
export const PENDING_CHECKS = 2

interface EffectInput {
  db: MockDb
  request: RouteRequest
  env: BackendEnv
  /** How many times the scenario has seen this route with these path parameters, this time included. */
  count: number
}

export type EffectResult = Outcome | { delayMs: number } | undefined

type Effect = (input: EffectInput) => EffectResult

/** A 500 whose error is the text `failure` picks, in the language the request asks for. */
const serverError =
  (failure: (texts: ReplyTexts) => string): Effect =>
  ({ request }) =>
    answer(fail(500, failure(replyTextsIn(request.language))))

const slowly: Effect = () => ({ delayMs: CATALOGUE_SLOW_MS })

/** PENDING for the first checks of each payment, then the payment is recorded COMPLETED and answered as such. */
const pendingThenComplete: Effect = ({ db, request, env, count }) => {
  const merchantOrderId = request.params.merchantOrderId ?? ''
  const payment = findPayment(db, merchantOrderId)
  if (!payment) return undefined
  if (count <= PENDING_CHECKS)
    return answer(ok(statusBody({ ...payment, state: 'PENDING', transactionId: undefined })))
  const result = applyOutcome(db, merchantOrderId, 'COMPLETED', env)
  return 'error' in result ? undefined : { reply: ok(statusBody(result.payment)), next: result.next }
}

/** A moment after every step of every order. */
const LONG_AFTER = new Date('9999-12-31T00:00:00Z')

/** Every order read at a fixed point of its path: all its steps done at once (delivered, or cancelled and refunded). */
function ordersAt(clock: OrderClock): Partial<Record<RouteId, Effect>> {
  const uid = (request: RouteRequest) => request.params.uid ?? ''
  const orderId = (request: RouteRequest) => request.params.orderId ?? ''
  return {
    poojaOrderList: ({ db, request }) =>
      answer(listOrders(db, 'poojaOrders', uid(request), clock, request.language)),
    chadavaOrderList: ({ db, request }) =>
      answer(listOrders(db, 'chadavaOrders', uid(request), clock, request.language)),
    poojaOrder: ({ db, request }) =>
      answer(getOrder(db, 'poojaOrders', uid(request), orderId(request), clock, request.language)),
    chadavaOrder: ({ db, request }) =>
      answer(getOrder(db, 'chadavaOrders', uid(request), orderId(request), clock, request.language)),
  }
}

const effects: Partial<Record<ScenarioName, Partial<Record<RouteId, Effect>>>> = {
  'catalogue-error': {
    pujas: serverError((texts) => texts.pujasUnavailable),
    chadavas: serverError((texts) => texts.chadavasUnavailable),
  },
  'catalogue-slow': { pujas: slowly, chadavas: slowly },
  'payment-initiate-error': {
    paymentInitiate: serverError((texts) => texts.gatewayUnavailable),
  },
  'payment-status-error': { paymentStatus: serverError((texts) => texts.paymentStatusUnavailable) },
  'payment-pending-then-complete': { paymentStatus: pendingThenComplete },
  'order-create-error': {
    poojaOrderCreate: serverError((texts) => texts.orderServiceDown),
    chadavaOrderCreate: serverError((texts) => texts.orderServiceDown),
    horoscopeOrderCreate: ({ request }) => {
      const error = replyTextsIn(request.language).orderServiceDown
      return answer({ status: 500, body: { success: false, error, message: error } })
    },
  },
  'orders-error': {
    poojaOrderList: serverError((texts) => texts.ordersUnavailable),
    chadavaOrderList: serverError((texts) => texts.ordersUnavailable),
    poojaOrder: serverError((texts) => texts.ordersUnavailable),
    chadavaOrder: serverError((texts) => texts.ordersUnavailable),
  },
  'order-delivered': ordersAt({ now: LONG_AFTER }),
  'order-refunded': ordersAt({ now: LONG_AFTER, cancelAll: true }),
  'contact-error': { contact: serverError((texts) => texts.messageServiceDown) },
  'newsletter-error': { newsletter: serverError((texts) => texts.newsletterServiceDown) },
}

export function routeEffect(scenario: ScenarioName, routeId: RouteId): Effect | undefined {
  return effects[scenario]?.[routeId]
}

/** A geolocation service's answer: India, or the scenario's country, or a failure. */
export function geoReply(scenario: ScenarioName | null, service: GeoService): Reply {
  if (scenario === 'location-unavailable') return ok({ error: true, reason: 'Service unavailable' }, 503)
  return ok(geoReplies(scenario === 'location-us' ? UNITED_STATES : INDIA)[service])
}
