/**
 * The browser's store: the whole mock database in localStorage under `sankalpMockDb`, so payments and orders survive
 * the gateway redirect and reloads. What is read back is zod-parsed; unreadable data, or data from an older seed,
 * is replaced by a fresh copy of the seed.
 */
import { z } from 'zod/mini'
import { mockDbSchema, type MockDb } from '../backend/db'
import { initialDb } from '../backend/seed'
import type { BackendEnv } from '../backend/types'
import type { ResettableStore } from './resettableStore'

export const MOCK_DB_STORAGE_KEY = 'sankalpMockDb'

function storedDb(storage: Storage): MockDb | null {
  try {
    const parsed = mockDbSchema.safeParse(JSON.parse(storage.getItem(MOCK_DB_STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function createLocalStorageStore(storage: Storage, seed: unknown, env: BackendEnv): ResettableStore {
  const seedMeta = z.pick(mockDbSchema, { meta: true }).parse(seed).meta
  const write = (next: MockDb) => storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(next))
  return {
    read() {
      const stored = storedDb(storage)
      if (stored && stored.meta.version === seedMeta.version && stored.meta.seedDate === seedMeta.seedDate)
        return stored
      const fresh = initialDb(seed, env.now())
      write(fresh)
      return fresh
    },
    write,
    reset: () => storage.removeItem(MOCK_DB_STORAGE_KEY),
  }
}
