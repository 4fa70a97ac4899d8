/**
 * What each scenario changes in the MSW handlers: a reply in place of the rule's, a delay before it, or a side
 * effect. Returning undefined lets the rule answer as usual.
 */
import { delay } from 'msw'
import { findPayment, applyOutcome, statusBody } from '../backend/payments'
import { fail } from '../backend/replies'
import type { RouteId, RouteRequest } from '../backend/routes'
import type { BackendEnv, Reply, Store } from '../backend/types'
import { countScenarioEvent, type ScenarioName } from '../scenarios'

export const CATALOGUE_SLOW_MS = 3000
/** Under payment-pending-then-complete, this many status checks answer PENDING before the payment completes. */
export const PENDING_CHECKS = 2

interface EffectContext {
  store: Store
  request: RouteRequest
  env: BackendEnv
}

type Effect = (context: EffectContext) => Reply | undefined | Promise<Reply | undefined>

const serverError = (error: string): Effect => () => fail(500, error)

async function slowly(): Promise<undefined> {
  await delay(CATALOGUE_SLOW_MS)
  return undefined
}

/** PENDING for the first checks of each payment, then the payment is recorded COMPLETED and answered as such. */
const pendingThenComplete: Effect = ({ store, request, env }) => {
  const merchantOrderId = request.params.merchantOrderId ?? ''
  const payment = findPayment(store.read(), merchantOrderId)
  if (!payment) return undefined
  if (countScenarioEvent(`status:${merchantOrderId}`) <= PENDING_CHECKS) {
    const pending = statusBody({ ...payment, state: 'PENDING', transactionId: undefined })
    return { status: 200, body: pending }
  }
  const result = applyOutcome(store.read(), merchantOrderId, 'COMPLETED', env)
  if ('next' in result && result.next) store.write(result.next)
  return undefined
}

const effects: Partial<Record<ScenarioName, Partial<Record<RouteId, Effect>>>> = {
  'catalogue-error': {
    pujas: serverError('Failed to load puja services'),
    chadavas: serverError('Failed to load chadava services'),
  },
  'catalogue-slow': { pujas: slowly, chadavas: slowly },
  'payment-initiate-error': { paymentInitiate: serverError('Payment gateway is unavailable. Please try again later.') },
  'payment-status-error': { paymentStatus: serverError('Payment status service is unavailable') },
  'payment-pending-then-complete': { paymentStatus: pendingThenComplete },
  'order-create-error': {
    poojaOrderCreate: serverError('Order service is unavailable'),
    chadavaOrderCreate: serverError('Order service is unavailable'),
    horoscopeOrderCreate: () => ({ status: 500, body: { success: false, error: 'Order service is unavailable', message: 'Order service is unavailable' } }),
  },
  'orders-error': {
    poojaOrderList: serverError('Failed to fetch orders'),
    chadavaOrderList: serverError('Failed to fetch orders'),
  },
  'contact-error': { contact: serverError('Message service is unavailable') },
  'newsletter-error': { newsletter: serverError('Newsletter service is unavailable') },
}

export function scenarioEffect(scenario: ScenarioName | null, routeId: RouteId): Effect | undefined {
  return scenario ? effects[scenario]?.[routeId] : undefined
}
