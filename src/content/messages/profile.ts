/** SPEC §5/§8: what the profile page shows. */
import { GENERIC_ERROR } from './common'
import type { FailureTexts } from './failureTexts'

/** A profile that could not be saved reads SPEC's generic message. */
export const profileSaveFailures: FailureTexts = {
  http: GENERIC_ERROR,
  refused: GENERIC_ERROR,
  unreachable: GENERIC_ERROR,
}
