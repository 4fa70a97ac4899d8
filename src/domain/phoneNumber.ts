/**
 * The one phone rule (SPEC §3, §5, §9): digits only, a 10-digit national number, India's +91 by default, and the full
 * number (+ and dial code) that codes are sent to and orders carry. Also the 6-digit code of the phone OTP.
 */
import { signInFailureMessages } from '../content/messages/signIn'
import { textOf, type Text } from '../content/text'

export const INDIA_DIAL_CODE = '+91'
export const PHONE_LENGTH = 10
export const OTP_LENGTH = 6

/** The digits of `value`, at most `max` of them. */
export function digitsOnly(value: string, max = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, max)
}

/** The most digits a whole international number has, dial code included (E.164). */
const E164_MAX_DIGITS = 15
const TRUNK_PREFIX = '0'

/** How a phone field reads what was typed or pasted into it. */
interface PhoneFieldRule {
  /** The dial code of the field's country, dropped from a number written with it. India's +91 by default. */
  dialCode: string
  /** The most digits the field keeps; 10 by default (SPEC §9). */
  maxDigits: number
  /** A number written with another country's '+' code stays whole, '+' and all (SPEC §9, the sign-in field). */
  keepsOtherCountries: boolean
}

/**
 * What a phone field keeps of what was typed or pasted, e.g. '+91 98765 43210' → '9876543210': the digits first
 * (so separators never count against the length), without the field's own dial code when written with '+'; while more
 * than 10 digits remain, a leading dial code or trunk 0 that leaves at least 10 is dropped; then at most `maxDigits`.
 * Typing digit by digit keeps each digit up to the tenth. A '+' and the field's dial code being typed ('+', '+9',
 * '+91') stay as written until the number's first digit comes, so '+91 98765 43210' typed key by key ends as
 * '9876543210', not '9198765432'.
 */
export function phoneFieldValue(value: string, rule: Partial<PhoneFieldRule> = {}): string {
  const { dialCode = INDIA_DIAL_CODE, maxDigits = PHONE_LENGTH, keepsOtherCountries = false } = rule
  const code = digitsOnly(dialCode)
  const written = value.trim()
  let digits = digitsOnly(written)
  if (written.startsWith('+')) {
    if (code.startsWith(digits)) return `+${digits}`
    if (digits.startsWith(code)) digits = digits.slice(code.length)
    else if (keepsOtherCountries) return `+${digits.slice(0, E164_MAX_DIGITS)}`
  }
  for (let prefix = droppablePrefix(digits, code); prefix; prefix = droppablePrefix(digits, code)) {
    digits = digits.slice(prefix.length)
  }
  return digits.slice(0, maxDigits)
}

/** A dial code or trunk 0 in front of more than 10 digits that leaves at least 10 once dropped. */
function droppablePrefix(digits: string, code: string): string | undefined {
  if (digits.length <= PHONE_LENGTH) return undefined
  return [code, TRUNK_PREFIX].find(
    (prefix) => prefix !== '' && digits.startsWith(prefix) && digits.length - prefix.length >= PHONE_LENGTH,
  )
}

/**
 * The sign-in field's rule (SPEC §9): the chosen country's code, as many digits as a whole number may have (numbers
 * abroad may be longer than 10), and a number written with another country's '+' code used as it is.
 */
export function signInPhoneRule(dialCode: string): PhoneFieldRule {
  return { dialCode, maxDigits: E164_MAX_DIGITS - digitsOnly(dialCode).length, keepsOtherCountries: true }
}

export function isTenDigitPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value.trim())
}

/** The number to send the code to: as typed if it starts with '+', else the dial code and the digits. */
export function fullPhoneNumber(phone: string, dialCode: string = INDIA_DIAL_CODE): string {
  const trimmed = phone.trim()
  return trimmed.startsWith('+') ? `+${digitsOnly(trimmed)}` : `${dialCode}${digitsOnly(trimmed)}`
}

/**
 * A signed-in number as a booking's WhatsApp number: India's with +91 stripped, as its 10 digits (SPEC §4, §9); one of
 * another country whole, with its '+' code, never read as ten digits after +91.
 */
export function bookingWhatsAppNumberOf(phoneNumber: string | null): string {
  const number = (phoneNumber ?? '').trim()
  if (number.startsWith('+') && !number.startsWith(INDIA_DIAL_CODE)) return `+${digitsOnly(number)}`
  return phoneFieldValue(number)
}

/** A booking's WhatsApp number as shown: India's 10 digits after +91, another country's whole. */
export function shownWhatsAppNumber(whatsappNumber: string): string {
  return whatsappNumber.startsWith('+') ? whatsappNumber : `${INDIA_DIAL_CODE} ${whatsappNumber}`
}

/** A phone entry worth sending: something left after trimming, with at least one digit. */
export function isPhoneEntered(phone: string): boolean {
  return phone.trim() !== '' && /\d/.test(phone)
}

/** The code field keeps digits only, at most six. */
export function cleanCode(value: string): string {
  return digitsOnly(value, OTP_LENGTH)
}

function isCodeComplete(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)
}

/**
 * What a code must be before it is verified: all six digits (the sign-in dialog, whose Verify waits for them), or
 * anything typed (the booking dialog, where the provider judges the code).
 */
export type CodeRule = 'sixDigits' | 'entered'

/** The code's message under `rule`, or null when it may be verified. */
export function codeError(code: string, rule: CodeRule): Text | null {
  if (rule === 'sixDigits')
    return isCodeComplete(code) ? null : textOf(signInFailureMessages, 'enterValidOtp')
  return code.trim() === '' ? textOf(signInFailureMessages, 'otpRequired') : null
}
