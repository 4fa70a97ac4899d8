/**
 * The sign-in feature's public entry: the sign-in dialog (loaded on demand), the phone OTP session's actors and the
 * profile a sign-in records.
 */
export { LazySignInDialog } from './LazySignInDialog'
export { createPhoneOtpImplementations, type PhoneOtpDeps } from './phoneOtpImplementations'
export { recordSignIn } from './signInImplementations'
