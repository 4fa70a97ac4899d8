/**
 * The one phone rule (SPEC §3, §5, §9): digits only, a 10-digit national number, India's +91 by default, and the full
 * number (+ and dial code) that codes are sent to and orders carry. Also the 6-digit code of the phone OTP.
 */
import { ENTER_VALID_OTP, OTP_REQUIRED } from '../content/messages/signIn'

export const INDIA_DIAL_CODE = '+91'
export const PHONE_LENGTH = 10
export const OTP_LENGTH = 6

/** The digits of `value`, at most `max` of them. */
export function digitsOnly(value: string, max = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, max)
}

/** What a national phone field keeps of what was typed: digits only, at most 10. */
export function cleanPhone(value: string): string {
  return digitsOnly(value, PHONE_LENGTH)
}

export function isTenDigitPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value.trim())
}

/** The number to send the code to: as typed if it starts with '+', else the dial code and the digits. */
export function fullPhoneNumber(phone: string, dialCode: string = INDIA_DIAL_CODE): string {
  const trimmed = phone.trim()
  return trimmed.startsWith('+') ? `+${digitsOnly(trimmed)}` : `${dialCode}${digitsOnly(trimmed)}`
}

/** A full number with India's +91 stripped, as a 10-digit national number (SPEC §4, §9). */
export function nationalNumberOf(phoneNumber: string | null): string {
  const phone = (phoneNumber ?? '').trim()
  return cleanPhone(phone.startsWith(INDIA_DIAL_CODE) ? phone.slice(INDIA_DIAL_CODE.length) : phone)
}

/** A phone entry worth sending: something left after trimming, with at least one digit. */
export function isPhoneEntered(phone: string): boolean {
  return phone.trim() !== '' && /\d/.test(phone)
}

/** The code field keeps digits only, at most six. */
export function cleanCode(value: string): string {
  return digitsOnly(value, OTP_LENGTH)
}

export function isCodeComplete(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)
}

/**
 * What a code must be before it is verified: all six digits (the sign-in dialog, whose Verify waits for them), or
 * anything typed (the booking dialog, where the provider judges the code).
 */
export type CodeRule = 'sixDigits' | 'entered'

/** The code's message under `rule`, or null when it may be verified. */
export function codeError(code: string, rule: CodeRule): string | null {
  if (rule === 'sixDigits') return isCodeComplete(code) ? null : ENTER_VALID_OTP
  return code.trim() === '' ? OTP_REQUIRED : null
}
