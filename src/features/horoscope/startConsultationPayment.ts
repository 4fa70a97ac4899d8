/**
 * Payment start for a consultation (SPEC §3, §4, §7): a new merchantOrderId, the price of the chosen duration in paise,
 * the return to /payment/success; the session payment data (status PENDING, horoscopeDetails) is written and the
 * gateway URL, checked against the redirect allowlist, is returned.
 */
import { withFailureText } from '../../api/failureMessage'
import { initiatePayment } from '../../api/payments'
import type { PaymentInitiateRequest } from '../../api/schemas'
import { createMerchantOrderId } from '../../domain/payment/merchantOrderId'
import { writePaymentData, type PaymentDataInput } from '../../domain/payment/paymentData'
import { PAYMENT_INITIATE_FAILED, paymentInitiateFailures } from '../../content/messages/payment'
import { allowedRedirect, siteRedirectPolicy, type RedirectPolicy } from '../../lib/redirect'
import { PAYMENT_RETURN_PATH, toPaise } from '../payment'
import {
  consultationDateTime,
  consultationPack,
  CONSULTATION_PRICES,
  fullPhone,
  MISSING_BOOKING_INFORMATION,
  type ConsultationForm,
} from '../../domain/consultation/consultationForm'

export interface ConsultationPaymentDeps {
  initiate?: (request: PaymentInitiateRequest, options: { signal?: AbortSignal }) => Promise<string>
  policy?: RedirectPolicy
  siteOrigin?: string
  newOrderId?: () => string
}

/** The session payment data of SPEC §3 for a consultation. */
export function consultationPaymentData(form: ConsultationForm, merchantOrderId: string): PaymentDataInput {
  const amount = CONSULTATION_PRICES[form.duration]
  return {
    merchantOrderId,
    status: 'PENDING',
    amount,
    horoscopeDetails: {
      fullName: form.name.trim(),
      email: form.email.trim(),
      phone: fullPhone(form),
      datetime: consultationDateTime(form),
      selectedPack: consultationPack(form.duration),
      amount,
    },
    personalDetails: null,
  }
}

export async function startConsultationPayment(
  form: ConsultationForm,
  signal: AbortSignal,
  deps: ConsultationPaymentDeps = {},
): Promise<string> {
  if (!form.name.trim() || !form.email.trim() || !form.phone.trim())
    throw new Error(MISSING_BOOKING_INFORMATION)
  const siteOrigin = deps.siteOrigin ?? globalThis.location.origin
  const merchantOrderId = (deps.newOrderId ?? (() => createMerchantOrderId('horoscope')))()
  const request: PaymentInitiateRequest = {
    amount: toPaise(CONSULTATION_PRICES[form.duration]),
    redirectUrl: `${siteOrigin}${PAYMENT_RETURN_PATH}`,
    merchantOrderId,
    customerId: form.phone,
    customerName: form.name.trim(),
    customerPhone: fullPhone(form),
  }
  const gatewayUrl = await withFailureText(paymentInitiateFailures, () =>
    (deps.initiate ?? initiatePayment)(request, { signal }),
  )
  const allowed = allowedRedirect(gatewayUrl, deps.policy ?? siteRedirectPolicy())
  if (allowed === null) throw new Error(PAYMENT_INITIATE_FAILED)
  writePaymentData(consultationPaymentData(form, merchantOrderId))
  return allowed
}
