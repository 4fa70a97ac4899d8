import type { Store } from '../backend/types'

/** A store that can go back to the seed (tests, stories and QA start from known data). */
export interface ResettableStore extends Store {
  reset(): void
}
