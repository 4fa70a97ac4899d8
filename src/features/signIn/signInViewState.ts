import type { SnapshotFrom } from 'xstate'
import type { phoneOtpMachine } from '../../../machines/phoneOtp.machine'
import type { signInMachine } from '../../../machines/signIn.machine'
import type { Text } from '../../content/text'

export type SignInStage = 'phone' | 'sending' | 'code' | 'verifying' | 'verified'

interface SignInScreen {
  stage: SignInStage
  /** The red banner: the phone entry's message, or the phone OTP session's. */
  error: Text | null
  code: string
}

type SignInSnapshot = Pick<SnapshotFrom<typeof signInMachine>, 'matches' | 'context'>
type PhoneOtpSnapshot = Pick<SnapshotFrom<typeof phoneOtpMachine>, 'matches' | 'context'>

/** The stage a phone OTP session shows; once it finished with Back or a failed send, the phone form. */
function otpStageOf(otp: PhoneOtpSnapshot | undefined): SignInStage {
  if (!otp || otp.matches('sending')) return 'sending'
  if (otp.matches('verifying') || otp.matches('verified')) return 'verifying'
  if (otp.matches('codeEntry')) return 'code'
  return 'phone'
}

/** Which screen of the dialog the sign-in machine (and its phone OTP session, while it runs) shows. */
export function signInScreenOf(snapshot: SignInSnapshot, otp: PhoneOtpSnapshot | undefined): SignInScreen {
  if (snapshot.matches('phoneCheck')) {
    return { stage: otpStageOf(otp), error: otp?.context.error ?? null, code: otp?.context.code ?? '' }
  }
  if (snapshot.matches('verified') || snapshot.matches('done')) {
    return { stage: 'verified', error: null, code: '' }
  }
  return { stage: 'phone', error: snapshot.context.error, code: '' }
}
