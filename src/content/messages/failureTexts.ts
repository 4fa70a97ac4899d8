/**
 * What a flow shows for each way one of its calls can fail (SPEC §8). Each area's messages module holds one table per
 * call; `failureMessage` in src/api picks the text for a failure.
 */
export interface FailureTexts {
  /** The server answered with an HTTP error. */
  http: string
  /** The server answered but refused (`success: false`). */
  refused: string
  /** No usable answer: the network, a time-out, a reply that does not parse, or any other exception. */
  unreachable: string
  /** The answered kinds for which the server's own reason, when it gives one, is shown instead. */
  serverReasonFor?: readonly ('http' | 'refused')[]
}
