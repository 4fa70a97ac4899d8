/**
 * The payment calls of SPEC §7: POST /api/payments/initiate, GET /api/payments/status/{id},
 * GET /api/payments/transaction/{id}, and the mock gateway's two calls. A reply that says no is a refusal with the
 * server's error; the flows say what each failure reads (src/content/messages/payment.ts).
 */
import { getJson, postJson, refused, type RequestOptions } from './client'
import { pathOf } from './paths'
import { mockGatewayPaymentReplySchema, type GatewayOutcomeState } from './contract/mockServices'
import {
  paymentInitiateReplySchema,
  paymentInitiateRequestSchema,
  paymentStatusReplySchema,
  transactionReplySchema,
  type PaymentInitiateRequest,
  type PaymentStatusReply,
} from './contract/payments'

/**
 * Starts a payment and resolves to the gateway URL the browser should go to (not yet checked against the allowlist).
 */
export async function initiatePayment(
  request: PaymentInitiateRequest,
  options: RequestOptions = {},
): Promise<string> {
  const body = paymentInitiateRequestSchema.parse(request)
  const reply = await postJson(pathOf('paymentInitiate'), body, paymentInitiateReplySchema, options)
  if (!reply.success || !reply.redirectUrl) throw refused(reply.error)
  return reply.redirectUrl
}

/** GET /api/payments/status/{merchantOrderId}: the provider's view of one payment. */
export function fetchPaymentStatus(
  merchantOrderId: string,
  options: RequestOptions = {},
): Promise<PaymentStatusReply> {
  return getJson(pathOf('paymentStatus', { merchantOrderId }), paymentStatusReplySchema, options)
}

/** GET /api/payments/transaction/{id}: the provider's transaction details, passed through as given. */
export function fetchTransaction(transactionId: string, options: RequestOptions = {}) {
  return getJson(pathOf('transaction', { transactionId }), transactionReplySchema, options)
}

/** The mock gateway (mock site only): the payment its page shows. */
export async function fetchMockGatewayPayment(merchantOrderId: string, options: RequestOptions = {}) {
  const reply = await getJson(
    pathOf('gatewayPayment', { merchantOrderId }),
    mockGatewayPaymentReplySchema,
    options,
  )
  if (!reply.success || reply.amount === undefined) throw refused(reply.error)
  return {
    merchantName: reply.merchantName ?? 'Sankalp',
    merchantOrderId,
    amountPaise: reply.amount,
    state: reply.state,
  }
}

/** The mock gateway records the visitor's choice and answers where the browser returns to. */
export async function recordMockGatewayOutcome(
  merchantOrderId: string,
  state: GatewayOutcomeState,
): Promise<string> {
  const reply = await postJson(
    pathOf('gatewayOutcome', { merchantOrderId }),
    { state },
    paymentInitiateReplySchema,
  )
  if (!reply.success || !reply.redirectUrl) throw refused(reply.error)
  return reply.redirectUrl
}
