/** The sign-in feature's public entry: the sign-in dialog (loaded on demand), its texts and the phone OTP session's actors. */
export { LazySignInDialog } from './LazySignInDialog'
export { signInTexts } from './signInTexts'
export { createPhoneOtpImplementations, type PhoneOtpDeps } from './phoneOtpImplementations'
