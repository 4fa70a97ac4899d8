/**
 * SPEC §5/§8's phone sign-in texts that more than one layer shows: the provider's error table (src/auth) and the
 * code rule (src/domain) both read them from here.
 */
export const SEND_CODE_FAILED = 'Failed to send OTP. Please try again.'
export const INVALID_OTP = 'Invalid OTP. Please try again.'
/** An empty or short code, or no pending confirmation. */
export const ENTER_VALID_OTP = 'Please enter a valid OTP'
export const HUMAN_CHECK_NOT_READY = 'reCAPTCHA verifier not initialized'
