/**
 * The payment calls of SPEC §7: POST /api/payments/initiate, GET /api/payments/status/{id},
 * GET /api/payments/transaction/{id}, each failing with SPEC §8's message. An aborted request is rethrown as is
 * (the caller treats it as never settling).
 */
import { ApiFailure, getJson, isAborted, postJson, type RequestOptions } from './client'
import {
  mockGatewayPaymentReplySchema,
  paymentInitiateReplySchema,
  paymentInitiateRequestSchema,
  paymentStatusReplySchema,
  transactionReplySchema,
  type GatewayOutcomeState,
  type PaymentInitiateRequest,
  type PaymentStatusReply,
} from './schemas'
import { PAYMENT_EXCEPTION, PAYMENT_INITIATE_FAILED, PAYMENT_STATUS_FAILED, TRANSACTION_FAILED } from '../lib/paymentMessages'

export { PAYMENT_EXCEPTION, PAYMENT_INITIATE_FAILED, PAYMENT_STATUS_FAILED, TRANSACTION_FAILED }

/** A payment call failed; `message` is the text to show. */
export class PaymentError extends Error {
  override name = 'PaymentError'
}

/** The error a rejected initiation reply carries, if the body is such a reply. */
function serverErrorIn(failure: ApiFailure): string | undefined {
  if (failure.error.kind !== 'http') return undefined
  try {
    const reply = paymentInitiateReplySchema.safeParse(JSON.parse(failure.error.body))
    return reply.success ? reply.data.error : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts a payment and resolves to the gateway URL the browser should go to (not yet checked against the allowlist).
 * A refused initiation fails with the server's error or 'Failed to initiate payment. Please try again.'; anything
 * else (network, time-out, unreadable reply) with 'An error occurred while processing payment. Please try again.'.
 */
export async function initiatePayment(request: PaymentInitiateRequest, options: RequestOptions = {}): Promise<string> {
  const body = paymentInitiateRequestSchema.parse(request)
  let reply
  try {
    reply = await postJson('/api/payments/initiate', body, paymentInitiateReplySchema, options)
  } catch (error) {
    if (isAborted(error)) throw error
    if (error instanceof ApiFailure && error.error.kind === 'http') {
      throw new PaymentError(serverErrorIn(error) || PAYMENT_INITIATE_FAILED)
    }
    throw new PaymentError(PAYMENT_EXCEPTION)
  }
  if (!reply.success || !reply.redirectUrl) throw new PaymentError(reply.error || PAYMENT_INITIATE_FAILED)
  return reply.redirectUrl
}

/** GET /api/payments/status/{merchantOrderId}: the provider's view of one payment. */
export async function fetchPaymentStatus(merchantOrderId: string, options: RequestOptions = {}): Promise<PaymentStatusReply> {
  try {
    return await getJson(`/api/payments/status/${encodeURIComponent(merchantOrderId)}`, paymentStatusReplySchema, options)
  } catch (error) {
    if (isAborted(error)) throw error
    throw new PaymentError(PAYMENT_STATUS_FAILED)
  }
}

/** GET /api/payments/transaction/{id}: the provider's transaction details, passed through as given. */
export async function fetchTransaction(transactionId: string, options: RequestOptions = {}) {
  try {
    return await getJson(`/api/payments/transaction/${encodeURIComponent(transactionId)}`, transactionReplySchema, options)
  } catch (error) {
    if (isAborted(error)) throw error
    throw new PaymentError(TRANSACTION_FAILED)
  }
}

/** The mock gateway (mock site only): the payment its page shows. */
export async function fetchMockGatewayPayment(merchantOrderId: string, options: RequestOptions = {}) {
  const reply = await getJson(`/api/mock-gateway/${encodeURIComponent(merchantOrderId)}`, mockGatewayPaymentReplySchema, options)
  if (!reply.success || reply.amount === undefined) throw new PaymentError(reply.error || PAYMENT_STATUS_FAILED)
  return { merchantName: reply.merchantName ?? 'Sankalp', merchantOrderId, amountPaise: reply.amount, state: reply.state }
}

/** The mock gateway records the visitor's choice and answers where the browser returns to. */
export async function recordMockGatewayOutcome(merchantOrderId: string, state: GatewayOutcomeState): Promise<string> {
  let reply
  try {
    reply = await postJson(`/api/mock-gateway/${encodeURIComponent(merchantOrderId)}/outcome`, { state }, paymentInitiateReplySchema)
  } catch (error) {
    if (error instanceof ApiFailure && error.error.kind === 'http') throw new PaymentError(serverErrorIn(error) || PAYMENT_EXCEPTION)
    throw new PaymentError(PAYMENT_EXCEPTION)
  }
  if (!reply.success || !reply.redirectUrl) throw new PaymentError(reply.error || PAYMENT_EXCEPTION)
  return reply.redirectUrl
}
