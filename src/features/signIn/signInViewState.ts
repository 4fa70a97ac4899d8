import type { SnapshotFrom } from 'xstate'
import type { signInMachine } from '../../../machines/signIn.machine'

export type SignInStage = 'phone' | 'sending' | 'code' | 'verifying' | 'verified'

/** Which screen of the dialog a machine state shows. */
export function signInStageOf(snapshot: SnapshotFrom<typeof signInMachine>): SignInStage {
  if (snapshot.matches('sendingCode')) return 'sending'
  if (snapshot.matches('codeEntry')) return 'code'
  if (snapshot.matches('verifying')) return 'verifying'
  if (snapshot.matches('verified') || snapshot.matches('done')) return 'verified'
  return 'phone'
}
