/**
 * The one payment start, for a puja, a chadava or a consultation (SPEC §3, §7): a new merchantOrderId for the attempt,
 * the amount in paise, the return to /payment/success (in the language being shown), sent with the payer's credentials
 * when they are signed in. Once the gateway's URL passes
 * the redirect allowlist, the session payment data is written with the language its names are in (and kept in local
 * storage, for a return in another tab) and the URL returned. A URL that is not allowed is refused with SPEC's
 * initiation message.
 */
import { withFailureText } from '../../api/failureMessage'
import type { Credentials, RequestOptions } from '../../api/client'
import { initiatePayment } from '../../api/payments'
import type { PaymentInitiateRequest } from '../../api/contract/payments'
import { paymentFailureMessages, paymentInitiateFailures } from '../../content/messages/payment'
import { createMerchantOrderId, type MerchantOrderKind } from '../../domain/payment/merchantOrderId'
import { toPaise, type PaymentAttempt } from '../../domain/payment/paymentAttempt'
import { writePaymentData } from '../../domain/payment/paymentData'
import { keepBooking } from '../../domain/payment/keptBookings'
import { activeLanguage, localPath } from '../../lib/language'
import { allowedRedirect, siteRedirectPolicy, type RedirectPolicy } from '../../lib/redirect'
import { textOf, TextError } from '../../content/text'

const PAYMENT_RETURN_PATH = '/payment/success'

export interface StartPaymentDeps {
  initiate?: (request: PaymentInitiateRequest, options: RequestOptions) => Promise<string>
  /** The signed-in payer's: the payment is then theirs, and only their orders may use it (a guest's has none). */
  credentials?: Credentials
  policy?: RedirectPolicy
  siteOrigin?: string
  newOrderId?: (kind: MerchantOrderKind) => string
}

export async function startPayment(
  attempt: PaymentAttempt,
  signal: AbortSignal,
  deps: StartPaymentDeps = {},
): Promise<string> {
  const siteOrigin = deps.siteOrigin ?? globalThis.location.origin
  const merchantOrderId = (deps.newOrderId ?? createMerchantOrderId)(attempt.kind)
  const request: PaymentInitiateRequest = {
    amount: toPaise(attempt.rupees),
    redirectUrl: `${siteOrigin}${localPath(PAYMENT_RETURN_PATH)}`,
    merchantOrderId,
    customerId: attempt.customer.id,
    customerName: attempt.customer.name,
    customerPhone: attempt.customer.phone,
  }
  const gatewayUrl = await withFailureText(paymentInitiateFailures, () =>
    (deps.initiate ?? initiatePayment)(request, { signal, credentials: deps.credentials }),
  )
  const allowed = allowedRedirect(gatewayUrl, deps.policy ?? siteRedirectPolicy())
  if (allowed === null) throw new TextError(textOf(paymentFailureMessages, 'paymentInitiateFailed'))
  keepBooking(writePaymentData({ merchantOrderId, language: activeLanguage(), ...attempt.paymentData }))
  return inShownLanguage(allowed, siteOrigin)
}

/** A page of the site itself (the mock gateway) in the language being shown; any other URL as it is. */
function inShownLanguage(url: string, siteOrigin: string): string {
  const target = new URL(url)
  if (target.origin !== new URL(siteOrigin).origin) return url
  return `${target.origin}${localPath(target.pathname)}${target.search}${target.hash}`
}
