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
import { CONSULTATION_PRICES, type ConsultationDuration } from '../../api/contract/consultations'

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
 * The form opened by a visitor detected in `countryCode`: their country's dial code until they type a number (a
 * devotee abroad books a call to their own phone); India's when the country is unknown or global.
 */
export function withVisitorCountry(
  form: ConsultationForm,
  countryCode: string | undefined,
): ConsultationForm {
  if (form.phone !== '' || countryCode === undefined) return form
  return { ...form, countryCode: countryByCode(countryCode).code }
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

/** What stops the form from being booked: the form's one error, and the fields it is about. */
interface ConsultationFormProblem {
  text: Text
  fields: ConsultationField[]
}

const REQUIRED_FIELDS = ['name', 'email', 'phone', 'date', 'time'] as const

/**
 * What stops the form, or null: empty required fields first (all of them), then the email, the date and the slot.
 * `today` is YYYY-MM-DD.
 */
export function consultationFormProblem(
  form: ConsultationForm,
  today: string,
): ConsultationFormProblem | null {
  const fillRequired = textOf(consultationFailureMessages, 'fillRequiredFields')
  const empty = REQUIRED_FIELDS.filter((field) => !form[field].trim())
  if (empty.length > 0) return { text: fillRequired, fields: empty }
  if (!isEmailAddress(form.email)) return { text: textOf(failureMessages, 'invalidEmail'), fields: ['email'] }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || form.date < today)
    return { text: textOf(consultationFailureMessages, 'dateNotBeforeToday'), fields: ['date'] }
  if (!TIME_SLOTS.includes(form.time)) return { text: fillRequired, fields: ['time'] }
  if (!(form.duration in CONSULTATION_PRICES)) return { text: fillRequired, fields: ['duration'] }
  return null
}

/** The form's one error, or null (see `consultationFormProblem`). */
export function consultationFormError(form: ConsultationForm, today: string): Text | null {
  return consultationFormProblem(form, today)?.text ?? null
}

/** The phone with its country's dial code, e.g. +919812345678. */
export function fullPhone(form: ConsultationForm): string {
  return fullPhoneNumber(form.phone, countryByCode(form.countryCode).dialCode)
}

/** A time slot's hour (0-23) and minute, e.g. '02:30 PM' → 14 and 30; null for what is not a slot's form. */
export function slotClock(slot: string): { hour: number; minute: number } | null {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot)
  if (!match) return null
  return { hour: (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0), minute: Number(match[2]) }
}

/**
 * The consultation's start as an ISO date-time, read in the visitor's time zone, of a form that is valid: a form
 * without a date and a slot has no start, and booking it for now instead would be wrong.
 */
export function consultationDateTime(form: ConsultationForm): string {
  const clock = slotClock(form.time)
  const [year, month, day] = form.date.split('-').map(Number)
  if (!clock || !year || !month || !day) throw new Error('A consultation form without a valid date and slot')
  return new Date(year, month - 1, day, clock.hour, clock.minute).toISOString()
}
