/**
 * The one path from a failed call to what a person reads: the call threw an `ApiFailure` of some kind, and the flow's
 * table (in its area's messages module) says the text for that kind.
 */
import type { FailureTexts } from '../content/messages/failureTexts'
import { saidByServer, textOf, TextError, type Text } from '../content/text'
import { ApiFailure, serverReason } from './client'

export function failureMessage(error: unknown, texts: FailureTexts): Text {
  if (!(error instanceof ApiFailure)) return textOf(texts, 'unreachable')
  const { kind } = error.error
  if (kind !== 'http' && kind !== 'refused') return textOf(texts, 'unreachable')
  const reason = texts.serverReasonFor?.includes(kind) ? serverReason(error.error) : ''
  return reason ? saidByServer(reason) : textOf(texts, kind)
}

/** Runs `call`; a failure rejects with a `TextError` carrying the text `texts` gives it (the failure as its cause). */
export async function withFailureText<T>(texts: FailureTexts, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new TextError(failureMessage(error, texts), { cause: error })
  }
}
