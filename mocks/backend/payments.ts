/**
 * Payments: initiate (records a PENDING payment), the gateway's outcome, and the status and transaction look-ups.
 * Amounts are integers in paise. A payment that reached a final state (COMPLETED, FAILED, CANCELLED) never changes.
 */
import {
  mockGatewayOutcomeRequestSchema,
  paymentInitiateRequestSchema,
  type ContentLanguage,
  type GatewayOutcomeState,
} from '../../src/api/schemas'
import type { MockDb, PaymentRecord } from './db'
import { answer, fail, ok, parseBody } from './replies'
import { replyTextsIn } from './replyTexts'
import type { BackendEnv, GatewayUrl, Outcome, Reply } from './types'

export const MERCHANT_NAME = 'Sankalp'

const notFound = (language: ContentLanguage): Reply => fail(404, replyTextsIn(language).paymentNotFound)

/** A payment's start: its body, who sent it (none for a guest) and the language of the reply's texts. */
interface PaymentInitiation {
  body: unknown
  caller?: string
  language?: ContentLanguage
}

export function findPayment(db: MockDb, merchantOrderId: string): PaymentRecord | undefined {
  return db.payments.find((payment) => payment.merchantOrderId === merchantOrderId)
}

function replacePayment(db: MockDb, payment: PaymentRecord): MockDb {
  return {
    ...db,
    payments: db.payments.map((row) => (row.merchantOrderId === payment.merchantOrderId ? payment : row)),
  }
}

/** Where the gateway sends the browser back: the initiate redirectUrl with ?merchantOrderId=<id>. */
function returnUrl(payment: PaymentRecord): string {
  const url = new URL(payment.redirectUrl)
  url.searchParams.set('merchantOrderId', payment.merchantOrderId)
  return url.toString()
}

/**
 * POST /api/payments/initiate: the payment is its signed-in caller's, if any. Repeating the same merchantOrderId and
 * amount answers the same gateway page.
 */
export function initiatePayment(
  db: MockDb,
  { body, caller, language = 'en' }: PaymentInitiation,
  env: BackendEnv,
  gatewayUrl: GatewayUrl,
): Outcome {
  const parsed = parseBody(paymentInitiateRequestSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const request = parsed.value
  const existing = findPayment(db, request.merchantOrderId)
  if (existing) {
    if (existing.amount !== request.amount || existing.state !== 'PENDING') {
      return answer(fail(409, replyTextsIn(language).merchantOrderIdReused))
    }
    return answer(ok({ success: true, redirectUrl: gatewayUrl(existing, language) }))
  }
  const payment: PaymentRecord = {
    merchantOrderId: request.merchantOrderId,
    amount: request.amount,
    state: 'PENDING',
    customer: { id: request.customerId, name: request.customerName, phone: request.customerPhone },
    redirectUrl: request.redirectUrl,
    createdAt: env.now().toISOString(),
    orderId: `OMO${env.newId().toUpperCase()}`,
    ...(caller ? { payerUid: caller } : {}),
  }
  return {
    reply: ok({ success: true, redirectUrl: gatewayUrl(payment, language) }),
    next: { ...db, payments: [...db.payments, payment] },
  }
}

/** Records what the visitor chose on the gateway page; a final state can only be repeated, never changed. */
export function applyOutcome(
  db: MockDb,
  merchantOrderId: string,
  state: GatewayOutcomeState,
  env: BackendEnv,
  language: ContentLanguage = 'en',
): { payment: PaymentRecord; next?: MockDb } | { error: Reply } {
  const payment = findPayment(db, merchantOrderId)
  if (!payment) return { error: notFound(language) }
  if (payment.state === state) return { payment }
  if (payment.state !== 'PENDING')
    return { error: fail(409, replyTextsIn(language).paymentAlready(payment.state)) }
  const updated: PaymentRecord = {
    ...payment,
    state,
    transactionId:
      state === 'PENDING'
        ? payment.transactionId
        : (payment.transactionId ?? `T${env.newId().toUpperCase()}`),
  }
  return { payment: updated, next: replacePayment(db, updated) }
}

/** POST /api/mock-gateway/{merchantOrderId}/outcome {state} → { success, redirectUrl }. */
export function recordOutcome(
  db: MockDb,
  merchantOrderId: string,
  body: unknown,
  env: BackendEnv,
  language: ContentLanguage = 'en',
): Outcome {
  const parsed = parseBody(mockGatewayOutcomeRequestSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const result = applyOutcome(db, merchantOrderId, parsed.value.state, env, language)
  if ('error' in result) return answer(result.error)
  return { reply: ok({ success: true, redirectUrl: returnUrl(result.payment) }), next: result.next }
}

/** GET /api/mock-gateway/{merchantOrderId}: what the gateway page shows. */
export function gatewayPayment(db: MockDb, merchantOrderId: string, language: ContentLanguage = 'en'): Reply {
  const payment = findPayment(db, merchantOrderId)
  if (!payment) return notFound(language)
  return ok({
    success: true,
    merchantName: MERCHANT_NAME,
    merchantOrderId,
    amount: payment.amount,
    state: payment.state,
  })
}

function paymentDetails(payment: PaymentRecord) {
  if (!payment.transactionId) return []
  return [
    {
      transactionId: payment.transactionId,
      paymentMode: 'UPI_INTENT',
      amount: payment.amount,
      state: payment.state,
    },
  ]
}

export function statusBody(payment: PaymentRecord) {
  return {
    success: true,
    state: payment.state,
    merchantOrderId: payment.merchantOrderId,
    orderId: payment.orderId,
    ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
    paymentDetails: paymentDetails(payment),
    amount: payment.amount,
  }
}

/** GET /api/payments/status/{merchantOrderId}. */
export function paymentStatus(db: MockDb, merchantOrderId: string, language: ContentLanguage = 'en'): Reply {
  const payment = findPayment(db, merchantOrderId)
  return payment ? ok(statusBody(payment)) : notFound(language)
}

/** GET /api/payments/transaction/{id}: by transaction id or merchant order id. */
export function transactionDetails(db: MockDb, id: string, language: ContentLanguage = 'en'): Reply {
  const payment = db.payments.find((row) => row.transactionId === id || row.merchantOrderId === id)
  if (!payment) return fail(404, replyTextsIn(language).transactionNotFound)
  return ok({
    success: true,
    data: {
      transactionId: payment.transactionId,
      merchantOrderId: payment.merchantOrderId,
      orderId: payment.orderId,
      state: payment.state,
      amount: payment.amount,
      paymentMode: 'UPI_INTENT',
      createdAt: payment.createdAt,
    },
  })
}
