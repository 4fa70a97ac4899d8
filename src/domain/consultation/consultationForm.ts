/**
 * The consultation booking form of SPEC §3/§5/§9: name, email, phone with its country, date (not before today), one
 * of the 18 time slots and a duration of 10 or 20 minutes (₹101 / ₹201). Pure: the booking machine keeps the values.
 */
import { countryByCode, DEFAULT_COUNTRY_CODE } from '../../content/countries'
import { failureMessages } from '../../content/messages/common'
import { consultationFailureMessages } from '../../content/messages/horoscope'
import { isEmailAddress } from '../email'
import { fullPhoneNumber, phoneFieldValue } from '../phoneNumber'
import { textOf, type Text } from '../../content/text'

export type ConsultationDuration = '10' | '20'

export interface ConsultationForm {
  name: string
  email: string
  phone: string
  /** Two-letter country code of the phone number. */
  countryCode: string
  /** YYYY-MM-DD. */
  date: string
  /** One of `TIME_SLOTS`. */
  time: string
  duration: ConsultationDuration
}

export type ConsultationField = keyof ConsultationForm

/** SPEC §9: every half hour from 09:00 AM to 12:30 PM, then from 02:00 PM to 06:30 PM. */
function halfHours(fromHour: number, toHour: number): string[] {
  const slots: string[] = []
  for (let hour = fromHour; hour <= toHour; hour += 1) {
    for (const minute of ['00', '30']) {
      const twelve = hour > 12 ? hour - 12 : hour
      slots.push(`${String(twelve).padStart(2, '0')}:${minute} ${hour >= 12 ? 'PM' : 'AM'}`)
    }
  }
  return slots
}
export const TIME_SLOTS: readonly string[] = [...halfHours(9, 12), ...halfHours(14, 18)]

/** SPEC §9: consultation prices in rupees. */
export const CONSULTATION_PRICES: Record<ConsultationDuration, number> = { '10': 101, '20': 201 }

export function consultationPack(duration: ConsultationDuration): string {
  return `${duration} Minutes Consultation`
}

/** The duration a pack names, for showing it in the visitor's language; null for a pack the site did not write. */
export function durationOfPack(pack: string): ConsultationDuration | null {
  return (
    (Object.keys(CONSULTATION_PRICES) as ConsultationDuration[]).find(
      (duration) => consultationPack(duration) === pack,
    ) ?? null
  )
}

export function emptyConsultationForm(): ConsultationForm {
  return {
    name: '',
    email: '',
    phone: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    date: '',
    time: '',
    duration: '10',
  }
}

/**
 * What a field of `form` keeps of what was typed or pasted: the phone by the phone field rule, 10 digits without the
 * chosen country's dial code.
 */
export function cleanConsultationField(
  form: ConsultationForm,
  field: ConsultationField,
  value: string,
): string {
  return field === 'phone'
    ? phoneFieldValue(value, { dialCode: countryByCode(form.countryCode).dialCode })
    : value
}

/** The form's one error, or null: required fields first, then the email, the date and the slot. `today` is YYYY-MM-DD. */
export function consultationFormError(form: ConsultationForm, today: string): Text | null {
  const required = [form.name, form.email, form.phone, form.date, form.time]
  if (required.some((value) => !value.trim()))
    return textOf(consultationFailureMessages, 'fillRequiredFields')
  if (!isEmailAddress(form.email)) return textOf(failureMessages, 'invalidEmail')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || form.date < today)
    return textOf(consultationFailureMessages, 'dateNotBeforeToday')
  if (!TIME_SLOTS.includes(form.time) || !(form.duration in CONSULTATION_PRICES))
    return textOf(consultationFailureMessages, 'fillRequiredFields')
  return null
}

/** The phone with its country's dial code, e.g. +919812345678. */
export function fullPhone(form: ConsultationForm): string {
  return fullPhoneNumber(form.phone, countryByCode(form.countryCode).dialCode)
}

/** The consultation's start as an ISO date-time, read in the visitor's time zone. */
export function consultationDateTime(form: ConsultationForm): string {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(form.time)
  const [year, month, day] = form.date.split('-').map(Number)
  if (!match || !year || !month || !day) return new Date().toISOString()
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return new Date(year, month - 1, day, hour, Number(match[2])).toISOString()
}
