import { siteConfig } from '../../config'

/** SPEC §2 sign-in dialog wording. */
export const signInTexts = {
  title: `Welcome to ${siteConfig.productName}`,
  subtitle: 'Sign in to access divine services',
  guardSubtitle: 'Secure authentication with phone number verification',
  phoneLabel: 'Phone Number',
  phonePlaceholder: 'Enter your phone number',
  phoneHelp: 'Enter your phone number without the country code',
  send: 'Send OTP',
  codeLabel: 'Enter OTP',
  codePlaceholder: 'Enter 6-digit OTP',
  verify: 'Verify OTP',
  back: 'Back',
  verified: 'Successfully Verified!',
} as const
