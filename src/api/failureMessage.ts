/**
 * The one path from a failed call to what a person reads: the call threw an `ApiFailure` of some kind, and the flow's
 * table (in its area's messages module) says the text for that kind.
 */
import type { FailureTexts } from '../content/messages/failureTexts'
import { ApiFailure, serverReason } from './client'

export function failureMessage(error: unknown, texts: FailureTexts): string {
  if (!(error instanceof ApiFailure)) return texts.unreachable
  const { kind } = error.error
  if (kind !== 'http' && kind !== 'refused') return texts.unreachable
  const reason = texts.serverReasonFor?.includes(kind) ? serverReason(error.error) : ''
  return reason || texts[kind]
}

/** Runs `call`; a failure rejects with an Error whose message is the text `texts` gives it (the failure as its cause). */
export async function withFailureText<T>(texts: FailureTexts, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new Error(failureMessage(error, texts), { cause: error })
  }
}
