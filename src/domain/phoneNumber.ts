/** SPEC §5 sign-in phone rules. */

export const OTP_LENGTH = 6

/** The number to send the code to: as typed if it starts with '+', else the dial code and the digits. */
export function fullPhoneNumber(phone: string, dialCode: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  return trimmed.startsWith('+') ? `+${digits}` : `${dialCode}${digits}`
}

/** A phone entry worth sending: something left after trimming, with at least one digit. */
export function isPhoneEntered(phone: string): boolean {
  return phone.trim() !== '' && /\d/.test(phone)
}

/** The code field keeps digits only, at most six. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

export function isCodeComplete(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code)
}
