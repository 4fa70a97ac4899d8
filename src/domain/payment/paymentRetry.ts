/**
 * Paying again for a booking whose payment failed or was cancelled, without booking it again: the same puja or
 * chadava, package, offerings, family and contact, read from the session payment data, as a new attempt (a new
 * merchantOrderId, status PENDING). A consultation's data does not keep the payer's national number, which the
 * gateway knows them by, so a consultation is booked again from its form.
 */
import { payerOf, type PaymentAttempt } from './paymentAttempt'
import type { PaymentData } from './paymentData'

export function paymentRetryAttempt(data: PaymentData): PaymentAttempt | null {
  const { merchantOrderId: _previous, transactionId: _paid, contactDetails, ...booking } = data
  const kind = data.pujaDetails ? 'puja' : data.chadavaDetails ? 'chadava' : null
  if (!kind || !contactDetails || data.horoscopeDetails) return null
  return {
    kind,
    rupees: data.amount,
    customer: payerOf(contactDetails),
    paymentData: { ...booking, contactDetails, status: 'PENDING' },
  }
}
