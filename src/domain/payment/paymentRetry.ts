/**
 * Paying again for a booking whose payment failed or was cancelled, without booking it again: the same puja, chadava
 * or consultation, with its package, offerings, family and contact, read from the session payment data, as a new
 * attempt (a new merchantOrderId, status PENDING). Only while its day has not passed, as the temples count days
 * (India's calendar, as the catalogue's 'Today'): what took place on an earlier day is booked afresh.
 */
import { parseSchedule, TEMPLE_TIME_ZONE } from '../schedule'
import { payerOf, type PaymentAttempt, type PaymentCustomer } from './paymentAttempt'
import { orderKindOf, type HoroscopePaymentDetails, type PaymentData } from './paymentData'

/** When what was paid for takes place, as the booking stored it (no date: not yet scheduled). */
function scheduledAt(data: PaymentData): string | undefined {
  return data.pujaDetails?.dateTime ?? data.chadavaDetails?.dateTime ?? data.horoscopeDetails?.datetime
}

const templeDay = new Intl.DateTimeFormat('en-CA', { timeZone: TEMPLE_TIME_ZONE })

/** Whether the booking can be paid again at `now` (ms): one the site can charge again, whose day is not past. */
export function canPayAgain(data: PaymentData, now: number): boolean {
  const kind = orderKindOf(data)
  const hasPayer = kind === 'horoscope' || (kind !== null && data.contactDetails !== undefined)
  const at = parseSchedule(scheduledAt(data))
  return hasPayer && (at === null || templeDay.format(at) >= templeDay.format(now))
}

/**
 * A consultation's payer, known at the gateway by their national number: the full number stored, less the longest
 * of `dialCodes` it starts with.
 */
function consultationPayer(details: HoroscopePaymentDetails, dialCodes: readonly string[]): PaymentCustomer {
  const dialCode = dialCodes
    .filter((code) => details.phone.startsWith(code))
    .reduce((longest, code) => (code.length > longest.length ? code : longest), '+')
  return { id: details.phone.slice(dialCode.length), name: details.fullName, phone: details.phone }
}

/** The new attempt for a booking that `canPayAgain`; `dialCodes` (with +) tell a consultation's national number. */
export function paymentRetryAttempt(data: PaymentData, dialCodes: readonly string[]): PaymentAttempt | null {
  const { merchantOrderId: _previous, transactionId: _paid, ...booking } = data
  const paymentData = { ...booking, status: 'PENDING' as const }
  const kind = orderKindOf(data)
  if (kind === 'horoscope')
    return {
      kind,
      rupees: data.amount,
      customer: consultationPayer(data.horoscopeDetails!, dialCodes),
      paymentData,
    }
  if (!kind || !data.contactDetails) return null
  return { kind, rupees: data.amount, customer: payerOf(data.contactDetails), paymentData }
}
