/**
 * A small flag the app keeps while someone is signed in on this browser, so a visitor who never signed in does not
 * download the sign-in provider (Firebase) at all: it loads when sign-in starts, or at once when the flag is set.
 */
import { z } from 'zod'
import { readStored, removeStored, writeStored } from '../lib/storage'

export const SESSION_HINT_KEY = 'sankalp.signedIn'

export function hasSessionHint(): boolean {
  return readStored('local', SESSION_HINT_KEY, z.literal(true)).status === 'ok'
}

export function rememberSession(signedIn: boolean): void {
  if (signedIn) writeStored('local', SESSION_HINT_KEY, true)
  else removeStored('local', SESSION_HINT_KEY)
}
