/** The real clock and random 24-hex-digit ids (the shape of the production API's document ids). */
import type { BackendEnv } from './types'

export const systemEnv: BackendEnv = {
  now: () => new Date(),
  newId: () =>
    Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    ),
}
