/**
 * A small flag the app keeps while someone is signed in on this browser, so a visitor who never signed in does not
 * download the sign-in provider (Firebase) at all: it loads when sign-in starts, or at once when the flag is set.
 *
 * The flag is read on every first paint, so it is not parsed with zod (which would put zod in the first paint): it
 * is one fixed value, compared exactly, and anything else under the key counts as no session.
 */
import { readStoredText, removeStored, writeStored } from '../lib/storage'

export const SESSION_HINT_KEY = 'sankalp.signedIn'
const SIGNED_IN = 'true'

export function hasSessionHint(): boolean {
  return readStoredText('local', SESSION_HINT_KEY) === SIGNED_IN
}

export function rememberSession(signedIn: boolean): void {
  if (signedIn) writeStored('local', SESSION_HINT_KEY, true)
  else removeStored('local', SESSION_HINT_KEY)
}
