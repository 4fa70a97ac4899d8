/** SPEC §7/§8: what the puja and chadava pages show when their list cannot be loaded. */
import type { FailureTexts } from './failureTexts'

export const pujaListFailures: FailureTexts = {
  http: 'Failed to fetch puja services',
  refused: 'Failed to load puja services',
  unreachable: 'Failed to fetch puja services',
}

export const chadavaListFailures: FailureTexts = {
  http: 'Failed to fetch chadava services',
  refused: 'Failed to load chadava services',
  unreachable: 'Failed to fetch chadava services',
}
