import { countryByCode } from '../../content/countries'
import { commonMessages } from '../../content/messages/common'
import { processingPaymentMessages } from '../../content/messages/horoscope'
import { formatMoney } from '../../domain/money'
import { CONSULTATION_PRICES } from '../../api/contract/consultations'
import type { ConsultationForm } from '../../domain/consultation/consultationForm'
import type { ConsultationSummary } from './ProcessingPaymentModal'
import { timeSlotLabel } from './timeSlotLabel'
import { formatBriefDate } from '../../lib/intlFormats'

function dateLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return commonMessages.tbd
  return formatBriefDate(new Date(year, month - 1, day))
}

/** The booking summary of the 'Processing Payment' modal; a missing date or time reads 'TBD' (SPEC §8). */
export function consultationSummary(form: ConsultationForm): ConsultationSummary {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: `${countryByCode(form.countryCode).dialCode} ${form.phone}`,
    date: dateLabel(form.date),
    time: form.time ? timeSlotLabel(form.time) : commonMessages.tbd,
    duration: processingPaymentMessages.minutes(form.duration),
    amount: formatMoney(CONSULTATION_PRICES[form.duration], 'INR'),
  }
}
