/**
 * Payment initiation for a puja or chadava booking (SPEC §3, §7): amount in paise, a new merchantOrderId per
 * attempt, the return to /payment/success; the session payment data is written, then the checked gateway URL is
 * returned. A redirect to an origin that is not allowed is refused with SPEC's initiation message.
 */
import { withFailureText } from '../../api/failureMessage'
import { initiatePayment as initiatePaymentCall } from '../../api/payments'
import type { PaymentInitiateRequest } from '../../api/schemas'
import { createMerchantOrderId } from '../../domain/payment/merchantOrderId'
import { writePaymentData, type PaymentDataInput } from '../../domain/payment/paymentData'
import { PAYMENT_INITIATE_FAILED, paymentInitiateFailures } from '../../content/messages/payment'
import { allowedRedirect, siteRedirectPolicy, type RedirectPolicy } from '../../lib/redirect'
import type { PaymentOrder } from '../../../machines/bookingSetup'
import { INDIA_DIAL_CODE } from '../../domain/booking/bookingForm'
import { chargedRupees, orderDateTime, type BookingOrder } from '../../domain/booking/bookingOrder'

export const PAYMENT_RETURN_PATH = '/payment/success'

export interface StartPaymentDeps {
  initiate?: (request: PaymentInitiateRequest, options: { signal?: AbortSignal }) => Promise<string>
  policy?: RedirectPolicy
  siteOrigin?: string
  newOrderId?: (order: BookingOrder) => string
}

/** SPEC §7: rupees times 100, rounded. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

function detailsOf(order: BookingOrder): Pick<PaymentDataInput, 'pujaDetails' | 'chadavaDetails'> {
  if (order.kind === 'puja') {
    return {
      pujaDetails: {
        title: order.puja.title,
        poojaId: order.puja._id,
        packageName: order.pkg.packageName,
        dateTime: orderDateTime(order),
        location: order.puja.location,
      },
    }
  }
  return {
    chadavaDetails: {
      title: order.chadava.name,
      chadavaId: order.chadava._id,
      templeName: order.chadava.templeName,
      dateTime: orderDateTime(order),
      offerings: order.offerings.map((offering) => offering.name).join(', '),
      selectedOfferings: order.offerings.map(({ name, description, price, imageUrl }) => ({
        name,
        description,
        price,
        ...(imageUrl ? { imageUrl } : {}),
      })),
    },
  }
}

/** The session payment data of SPEC §3 for this attempt. */
export function paymentDataFor(payment: PaymentOrder, merchantOrderId: string): PaymentDataInput {
  return {
    merchantOrderId,
    status: 'PENDING',
    amount: chargedRupees(payment.order),
    returnTo: 'personal-details',
    ...detailsOf(payment.order),
    personalDetails: payment.personalDetails,
    contactDetails: { name: payment.contact.name.trim(), whatsappNumber: payment.contact.whatsappNumber },
  }
}

export async function startPayment(
  payment: PaymentOrder,
  signal: AbortSignal,
  deps: StartPaymentDeps = {},
): Promise<string> {
  const siteOrigin = deps.siteOrigin ?? globalThis.location.origin
  const merchantOrderId = (deps.newOrderId ?? ((order) => createMerchantOrderId(order.kind)))(payment.order)
  const request: PaymentInitiateRequest = {
    amount: toPaise(chargedRupees(payment.order)),
    redirectUrl: `${siteOrigin}${PAYMENT_RETURN_PATH}`,
    merchantOrderId,
    customerId: payment.contact.whatsappNumber,
    customerName: payment.contact.name.trim(),
    customerPhone: `${INDIA_DIAL_CODE}${payment.contact.whatsappNumber}`,
  }
  const gatewayUrl = await withFailureText(paymentInitiateFailures, () =>
    (deps.initiate ?? initiatePaymentCall)(request, { signal }),
  )
  const allowed = allowedRedirect(gatewayUrl, deps.policy ?? siteRedirectPolicy())
  if (allowed === null) throw new Error(PAYMENT_INITIATE_FAILED)
  writePaymentData(paymentDataFor(payment, merchantOrderId))
  return allowed
}
