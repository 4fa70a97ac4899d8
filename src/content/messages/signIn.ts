/**
 * SPEC §2's sign-in dialog, and SPEC §5/§8's phone sign-in texts: the phone OTP session (which the
 * booking contact stage runs too), the phone and code rules (src/domain) and the provider's error table (src/auth).
 */
import { siteConfig } from '../../config'
import { catalog } from '../catalog'
import { commonMessages } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/signIn.ts', { import: 'default' }))

const INVALID_OTP = 'Invalid OTP. Please try again.'
const ENTER_VALID_OTP = 'Please enter a valid OTP'

/** SPEC §8's sign-in messages that the flows show on their own. */
export const signInFailureMessages = translatable('signInFailureMessages', {
  sendCodeFailed: 'Failed to send OTP. Please try again.',
  invalidOtp: INVALID_OTP,
  /** An empty or short code, or no pending confirmation. */
  enterValidOtp: ENTER_VALID_OTP,
  /** A code left empty in the booking dialog, where the provider judges the code. */
  otpRequired: 'Please enter the OTP code',
  /** A phone field left empty in the sign-in dialog. */
  invalidPhone: 'Please enter a valid phone number',
  humanCheckNotReady: 'reCAPTCHA verifier not initialized',
} as const)

const NOT_CONFIGURED = 'Phone authentication is not properly configured. Please contact support.'
const ENTER_VALID_PHONE = 'Please enter a valid phone number.'
const OTP_EXPIRED = 'This OTP has expired. Please go back and request a new one.'
const OTP_REQUEST_INVALID = 'This OTP request is no longer valid. Please go back and request a new one.'
const SECURITY_CHECK_FAILED = 'The security check failed. Please try again.'

/** What the dialog shows for each Firebase Auth error code a phone sign-in can produce, whatever the stage. */
export const authErrorMessages = translatable<Readonly<Record<string, string>>>('authErrorMessages', {
  // SPEC §8, send-code
  'auth/invalid-app-credential': NOT_CONFIGURED,
  'auth/invalid-phone-number': ENTER_VALID_PHONE,
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/quota-exceeded': 'SMS quota exceeded. Please try again later.',
  // SPEC §8, verify
  'auth/invalid-verification-code': INVALID_OTP,
  'auth/missing-verification-code': ENTER_VALID_OTP,
  // Other phone-auth codes
  'auth/missing-phone-number': ENTER_VALID_PHONE,
  'auth/code-expired': OTP_EXPIRED,
  'auth/session-expired': OTP_EXPIRED,
  'auth/invalid-verification-id': OTP_REQUEST_INVALID,
  'auth/missing-verification-id': OTP_REQUEST_INVALID,
  'auth/captcha-check-failed': SECURITY_CHECK_FAILED,
  'auth/invalid-recaptcha-token': SECURITY_CHECK_FAILED,
  'auth/missing-recaptcha-token': SECURITY_CHECK_FAILED,
  'auth/recaptcha-not-enabled': NOT_CONFIGURED,
  'auth/missing-app-credential': NOT_CONFIGURED,
  'auth/app-not-authorized': NOT_CONFIGURED,
  'auth/unauthorized-domain': NOT_CONFIGURED,
  'auth/operation-not-allowed': 'Phone sign-in is not enabled. Please contact support.',
  'auth/billing-not-enabled': NOT_CONFIGURED,
  'auth/invalid-api-key': NOT_CONFIGURED,
  'auth/missing-client-type': NOT_CONFIGURED,
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/network-request-failed': 'Network error: please check your connection and try again.',
  'auth/timeout': 'The request timed out. Please try again.',
  'auth/web-storage-unsupported':
    'Your browser blocks the storage sign-in needs. Please enable cookies and try again.',
})

/** The sign-in dialog: welcome title, subtitle, the phone and code steps, the verified screen and the terms note. */
export const signInDialogMessages = translatable('signInDialogMessages', {
  title: `Welcome to ${siteConfig.productName}`,
  subtitle: 'Sign in to access divine services',
  /** The subtitle when a page asks the visitor to sign in. */
  guardSubtitle: 'Secure authentication with phone number verification',
  close: commonMessages.close,
  phoneLabel: commonMessages.phoneNumber,
  phonePlaceholder: 'Enter your phone number',
  phoneHelp: 'Enter your phone number without the country code',
  send: commonMessages.sendOtp,
  /** Before the full number, in bold. */
  codeSentTo: 'We sent a 6-digit code to ',
  codeLabel: 'Enter OTP',
  codePlaceholder: 'Enter 6-digit OTP',
  verify: commonMessages.verifyOtp,
  back: commonMessages.back,
  verified: 'Successfully Verified!',
  welcome: (name: string) => `Welcome ${name}! Redirecting...`,
  /** 'By continuing, you agree to our Terms & Conditions and Privacy Policy.', around the two links. */
  termsAgree: 'By continuing, you agree to our',
  termsAnd: 'and',
  /** What follows the second link: the full stop in English, the verb in Hindi. */
  termsEnd: '.',
  termsConditions: commonMessages.termsConditions,
  privacyPolicy: commonMessages.privacyPolicy,
} as const)

/** The phone step's country: the chosen flag and dial code, and the searchable list. */
export const countryPickerMessages = translatable('countryPickerMessages', {
  selected: (name: string, dialCode: string) => `Country: ${name} (${dialCode})`,
  searchPlaceholder: 'Search country, code or dial code',
  searchLabel: 'Search countries',
  listLabel: 'Countries',
  noMatch: 'No countries found',
} as const)
