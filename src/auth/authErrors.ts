/**
 * Every phone sign-in error, mapped to what the dialog shows: the error code's message from the sign-in messages'
 * table (SPEC §8's first, then the other Firebase phone-auth codes), and SPEC's generic fallbacks for anything else.
 */
import { authErrorMessages, signInFailureMessages } from '../content/messages/signIn'
import { saidByServer, textOf, type Text } from '../content/text'

export type AuthStage = 'send' | 'verify'

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
export function authErrorMessage(error: unknown, stage: AuthStage): Text {
  const code = codeOf(error)
  if (code !== undefined && authErrorMessages[code]) return textOf(authErrorMessages, code)
  const provider = providerMessage(error)
  if (provider) return saidByServer(provider)
  return textOf(signInFailureMessages, stage === 'send' ? 'sendCodeFailed' : 'invalidOtp')
}
