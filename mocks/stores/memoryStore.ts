/** A store in memory, seeded lazily on first read (node tests, and the browser when localStorage is unavailable). */
import type { MockDb } from '../backend/db'
import { initialDb } from '../backend/seed'
import type { BackendEnv } from '../backend/types'
import type { ResettableStore } from './resettableStore'

export function createMemoryStore(seed: unknown, env: BackendEnv): ResettableStore {
  let db: MockDb | null = null
  return {
    read: () => (db ??= initialDb(seed, env.now())),
    write: (next) => {
      db = next
    },
    reset: () => {
      db = null
    },
  }
}
