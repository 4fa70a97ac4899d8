/** The sign-in feature's public entry: the sign-in dialog (loaded on demand) and the phone OTP session's actors. */
export { LazySignInDialog } from './LazySignInDialog'
export { createPhoneOtpImplementations, type PhoneOtpDeps } from './phoneOtpImplementations'
