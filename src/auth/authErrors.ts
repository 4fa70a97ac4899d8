/**
 * Every phone sign-in error, mapped to what the dialog shows: SPEC §8's messages first, a clear message for each
 * other Firebase phone-auth code, and SPEC's generic fallbacks for anything else.
 */
import { ENTER_VALID_OTP, INVALID_OTP, SEND_CODE_FAILED } from '../content/messages/phoneSignIn'

export type AuthStage = 'send' | 'verify'

/** Messages for Firebase Auth error codes a phone sign-in can produce, whatever the stage. */
export const authErrorMessages: Readonly<Record<string, string>> = {
  // SPEC §8, send-code
  'auth/invalid-app-credential': 'Phone authentication is not properly configured. Please contact support.',
  'auth/invalid-phone-number': 'Please enter a valid phone number.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/quota-exceeded': 'SMS quota exceeded. Please try again later.',
  // SPEC §8, verify
  'auth/invalid-verification-code': INVALID_OTP,
  'auth/missing-verification-code': ENTER_VALID_OTP,
  // Other phone-auth codes
  'auth/missing-phone-number': 'Please enter a valid phone number.',
  'auth/code-expired': 'This OTP has expired. Please go back and request a new one.',
  'auth/session-expired': 'This OTP has expired. Please go back and request a new one.',
  'auth/invalid-verification-id':
    'This OTP request is no longer valid. Please go back and request a new one.',
  'auth/missing-verification-id':
    'This OTP request is no longer valid. Please go back and request a new one.',
  'auth/captcha-check-failed': 'The security check failed. Please try again.',
  'auth/invalid-recaptcha-token': 'The security check failed. Please try again.',
  'auth/missing-recaptcha-token': 'The security check failed. Please try again.',
  'auth/recaptcha-not-enabled': 'Phone authentication is not properly configured. Please contact support.',
  'auth/missing-app-credential': 'Phone authentication is not properly configured. Please contact support.',
  'auth/app-not-authorized': 'Phone authentication is not properly configured. Please contact support.',
  'auth/unauthorized-domain': 'Phone authentication is not properly configured. Please contact support.',
  'auth/operation-not-allowed': 'Phone sign-in is not enabled. Please contact support.',
  'auth/billing-not-enabled': 'Phone authentication is not properly configured. Please contact support.',
  'auth/invalid-api-key': 'Phone authentication is not properly configured. Please contact support.',
  'auth/missing-client-type': 'Phone authentication is not properly configured. Please contact support.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/network-request-failed': 'Network error: please check your connection and try again.',
  'auth/timeout': 'The request timed out. Please try again.',
  'auth/web-storage-unsupported':
    'Your browser blocks the storage sign-in needs. Please enable cookies and try again.',
}

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code
  return undefined
}

/** The provider's own message, unless it is Firebase's technical "Firebase: Error (auth/...)" text. */
function providerMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const message = error.message.trim()
  if (message === '' || message.startsWith('Firebase:')) return undefined
  return message
}

/** The message the sign-in dialog shows for a failed send or verify. */
export function authErrorMessage(error: unknown, stage: AuthStage): string {
  const code = codeOf(error)
  const mapped = code === undefined ? undefined : authErrorMessages[code]
  if (mapped) return mapped
  return providerMessage(error) ?? (stage === 'send' ? SEND_CODE_FAILED : INVALID_OTP)
}
