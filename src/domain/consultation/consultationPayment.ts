/**
 * A consultation's payment attempt (SPEC §3, §4, §5, §7): the chosen duration's price, the booker as the payer, and
 * the session payment data (status PENDING, horoscopeDetails).
 */
import { consultationFailureMessages } from '../../content/messages/horoscope'
import type { PaymentAttempt } from '../payment/paymentAttempt'
import { consultationPack, CONSULTATION_PRICES } from '../../api/contract/consultations'
import { consultationDateTime, fullPhone, type ConsultationForm } from './consultationForm'
import { textOf, TextError } from '../../content/text'

/**
 * The attempt for a booked consultation; throws 'Missing required booking information' without name, email or phone.
 */
export function consultationPaymentAttempt(form: ConsultationForm): PaymentAttempt {
  if (!form.name.trim() || !form.email.trim() || !form.phone.trim())
    throw new TextError(textOf(consultationFailureMessages, 'missingBookingInformation'))
  const rupees = CONSULTATION_PRICES[form.duration]
  const name = form.name.trim()
  const phone = fullPhone(form)
  return {
    kind: 'horoscope',
    rupees,
    customer: { id: form.phone, name, phone },
    paymentData: {
      status: 'PENDING',
      amount: rupees,
      horoscopeDetails: {
        fullName: name,
        email: form.email.trim(),
        phone,
        datetime: consultationDateTime(form),
        selectedPack: consultationPack(form.duration),
        amount: rupees,
      },
      personalDetails: null,
    },
  }
}
