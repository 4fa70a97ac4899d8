/**
 * The real actors of the phone OTP session, for the sign-in dialog and the booking contact stage: the provider's
 * invisible human check mounted for the session's life, and send and verify, each rejecting with the message SPEC §8
 * gives the provider's error.
 */
import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate'
import type { phoneOtpMachine } from '../../../machines/phoneOtp.machine'
import type { AuthGateway, AuthUser, CodeConfirmation } from '../../auth/AuthGateway'
import { authErrorMessage, type AuthStage } from '../../auth/authErrors'
import { TextError } from '../../content/text'

export interface PhoneOtpDeps {
  /** The sign-in provider (loaded on demand). */
  gateway: () => Promise<AuthGateway>
}

async function withAuthMessage<T>(stage: AuthStage, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new TextError(authErrorMessage(error, stage), { cause: error })
  }
}

export function createPhoneOtpImplementations({
  gateway,
}: PhoneOtpDeps): MachineImplementationsFrom<typeof phoneOtpMachine> {
  return {
    actors: {
      humanCheck: fromCallback(() => {
        let stopped = false
        let clear = () => {}
        gateway().then(
          (loaded) => {
            if (!stopped) clear = loaded.mountHumanCheck()
          },
          () => {},
        )
        return () => {
          stopped = true
          clear()
        }
      }),
      sendCode: fromPromise<CodeConfirmation, string>(({ input }) =>
        withAuthMessage('send', async () => (await gateway()).sendCode(input)),
      ),
      verifyCode: fromPromise<AuthUser, { confirmation: CodeConfirmation; code: string }>(({ input }) =>
        withAuthMessage('verify', () => input.confirmation.confirm(input.code)),
      ),
    },
  }
}
