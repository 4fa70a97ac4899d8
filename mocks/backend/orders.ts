/**
 * Orders: created only for a COMPLETED payment of at least the price of what they book (prices.ts), at most one per
 * merchantOrderId, with the amount taken from the payment record (paise / 100) and never from the request; listed per
 * user, newest first.
 */
import { z } from 'zod/mini'
import {
  chadavaOrderRequestSchema,
  horoscopeOrderRequestSchema,
  poojaOrderRequestSchema,
  type ChadavaOrderRequest,
  type ContentLanguage,
  type PoojaOrderRequest,
} from '../../src/api/schemas'
import type { MockDb, StoredChadavaOrder, StoredPoojaOrder } from './db'
import { orderStatusAt, statusHistoryOf, type OrderClock } from './orderProgress'
import { findPayment } from './payments'
import { chadavaOrderPrice, consultationOrderPrice, poojaOrderPrice, type OrderPrice } from './prices'
import { answer, fail, ok, parseBody } from './replies'
import { replyTextsIn, type ReplyTexts } from './replyTexts'
import type { BackendEnv, BodyRule, Reply } from './types'
import { chadavaOrderInTempleNames, orderNamesIn, poojaOrderInTempleNames } from './templeNames'

type OrderCollection = 'poojaOrders' | 'chadavaOrders' | 'horoscopeOrders'

const orderCollections: readonly OrderCollection[] = ['poojaOrders', 'chadavaOrders', 'horoscopeOrders']

type Gate = { existingId: string } | { error: Reply } | { amount: number }

/** Whose a stored order is: a pooja's or chadava's account; a consultation is a guest's. */
const ownerOf = (order: object): string | undefined => ('uid' in order ? String(order.uid) : undefined)

/**
 * The one rule before any order is stored: a payment started by an account, and the order it already has, are that
 * account's alone (an order naming no account, as a consultation's, may not use it); the same payment answers its
 * order; only a COMPLETED payment opens a new one.
 */
function orderGate(
  db: MockDb,
  collection: OrderCollection,
  { merchantOrderId, uid }: { merchantOrderId: string; uid?: string },
  texts: ReplyTexts,
): Gate {
  const payment = findPayment(db, merchantOrderId)
  const existing = db[collection].find((order) => order.merchantOrderId === merchantOrderId)
  const owner = payment?.payerUid ?? (existing && ownerOf(existing))
  if (owner !== undefined && owner !== uid) return { error: fail(403, texts.paymentOfAnotherAccount) }
  if (existing) return { existingId: existing._id }
  const usedElsewhere = orderCollections.some(
    (other) => other !== collection && db[other].some((order) => order.merchantOrderId === merchantOrderId),
  )
  if (usedElsewhere) return { error: fail(409, texts.orderOfAnotherKind) }
  if (!payment) return { error: fail(409, texts.noPaymentForOrder) }
  if (payment.state !== 'COMPLETED') return { error: fail(409, texts.paymentNotCompleted(payment.state)) }
  return { amount: payment.amount / 100 }
}

/** The payment must cover the order's price, and what it books must be sold: otherwise nothing is booked. */
function priceProblem(price: OrderPrice, paidRupees: number, texts: ReplyTexts): Reply | undefined {
  if ('notSold' in price) return fail(409, texts.notSold(price.notSold))
  if (Math.round(paidRupees * 100) >= Math.round(price.rupees * 100)) return undefined
  return fail(409, texts.paymentShort(paidRupees, price.rupees))
}

type Created = { id: string; created: boolean; next?: MockDb } | { error: Reply }

type OrderRequest<C extends OrderCollection> = Omit<MockDb[C][number], '_id' | 'createdAt'>

/**
 * Parses the body, passes the gate and the price check, and stores the order with the payment's amount,
 * 'processing' and now.
 */
function createOrder<C extends OrderCollection>(
  db: MockDb,
  collection: C,
  schema: z.ZodMiniType<OrderRequest<C>>,
  priceOf: (order: OrderRequest<C>) => OrderPrice,
  body: unknown,
  env: BackendEnv,
  texts: ReplyTexts,
): Created {
  const parsed = parseBody(schema, body)
  if (!parsed.ok) return { error: parsed.reply }
  const gate = orderGate(db, collection, parsed.value, texts)
  if ('error' in gate) return gate
  if ('existingId' in gate) return { id: gate.existingId, created: false }
  const problem = priceProblem(priceOf(parsed.value), gate.amount, texts)
  if (problem) return { error: problem }
  const order = {
    ...parsed.value,
    ...('orderStatus' in parsed.value ? { orderStatus: 'processing' } : {}),
    amount: gate.amount,
    _id: env.newId(),
    createdAt: env.now().toISOString(),
  }
  return { id: order._id, created: true, next: { ...db, [collection]: [...db[collection], order] } }
}

const statusFor = (created: boolean) => (created ? 201 : 200)

/** POST /api/pooja-orders → { success, orderId }. */
export const createPoojaOrder: BodyRule = (db, body, env, language = 'en') => {
  const schema = z.pipe(
    poojaOrderRequestSchema,
    z.transform((order: PoojaOrderRequest) => poojaOrderInTempleNames(db, order)),
  )
  const priceOf = (order: PoojaOrderRequest) => poojaOrderPrice(db, order)
  const result = createOrder(db, 'poojaOrders', schema, priceOf, body, env, replyTextsIn(language))
  if ('error' in result) return answer(result.error)
  return { reply: ok({ success: true, orderId: result.id }, statusFor(result.created)), next: result.next }
}

/** POST /api/chadava-orders → { success, message, data: { _id } }. */
export const createChadavaOrder: BodyRule = (db, body, env, language = 'en') => {
  const schema = z.pipe(
    chadavaOrderRequestSchema,
    z.transform((order: ChadavaOrderRequest) => chadavaOrderInTempleNames(db, order)),
  )
  const texts = replyTextsIn(language)
  const priceOf = (order: ChadavaOrderRequest) => chadavaOrderPrice(db, order)
  const result = createOrder(db, 'chadavaOrders', schema, priceOf, body, env, texts)
  if ('error' in result) return answer(result.error)
  return {
    reply: ok(
      { success: true, message: texts.chadavaOrderCreated, data: { _id: result.id } },
      statusFor(result.created),
    ),
    next: result.next,
  }
}

/** POST /api/horoscope-orders → { data: { _id }, message }; failures carry `message` too, which the page shows. */
export const createHoroscopeOrder: BodyRule = (db, body, env, language = 'en') => {
  const texts = replyTextsIn(language)
  const result = createOrder(
    db,
    'horoscopeOrders',
    horoscopeOrderRequestSchema,
    consultationOrderPrice,
    body,
    env,
    texts,
  )
  if ('error' in result) {
    const error = result.error.body as { error: string }
    return answer({ status: result.error.status, body: { ...error, message: error.error } })
  }
  return {
    reply: ok({ message: texts.consultationBooked, data: { _id: result.id } }, statusFor(result.created)),
    next: result.next,
  }
}

function newestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt)
}

type UserOrders = 'poojaOrders' | 'chadavaOrders'

function withHistory(db: MockDb, clock: OrderClock, language: ContentLanguage) {
  return (order: StoredPoojaOrder | StoredChadavaOrder) => {
    const inLanguage = orderNamesIn(db, order, language)
    const statusHistory = statusHistoryOf(db, order, clock, language)
    return {
      ...order,
      orderStatus: orderStatusAt(statusHistory, order.orderStatus),
      statusHistory,
      ...(inLanguage ? { inLanguage } : {}),
    }
  }
}

function ordersOf(
  db: MockDb,
  collection: UserOrders,
  uid: string,
): (StoredPoojaOrder | StoredChadavaOrder)[] {
  const rows: (StoredPoojaOrder | StoredChadavaOrder)[] = db[collection]
  return rows.filter((order) => order.uid === uid)
}

/** GET /api/pooja-orders/user/{uid} and /api/chadava-orders/user/{uid} → { success, data } newest first. */
export function listOrders(
  db: MockDb,
  collection: UserOrders,
  uid: string,
  clock: OrderClock,
  language: ContentLanguage = 'en',
): Reply {
  return ok({
    success: true,
    data: ordersOf(db, collection, uid)
      .sort(newestFirst)
      .map(withHistory(db, clock, language)),
  })
}

/** GET /api/pooja-orders/user/{uid}/{orderId} and the chadava one → { success, data }; not the user's is 404. */
export function getOrder(
  db: MockDb,
  collection: UserOrders,
  uid: string,
  orderId: string,
  clock: OrderClock,
  language: ContentLanguage = 'en',
): Reply {
  const order = ordersOf(db, collection, uid).find((candidate) => candidate._id === orderId)
  return order
    ? ok({ success: true, data: withHistory(db, clock, language)(order) })
    : fail(404, replyTextsIn(language).orderNotFound)
}
