/** The store behind the MSW handlers: localStorage in a browser (and jsdom), memory elsewhere. */
import seed from '../../db.json'
import { systemEnv } from '../backend/env'
import { createLocalStorageStore } from '../stores/localStorageStore'
import { createMemoryStore } from '../stores/memoryStore'
import type { ResettableStore } from '../stores/resettableStore'

export const mockStore: ResettableStore =
  typeof localStorage === 'undefined'
    ? createMemoryStore(seed, systemEnv)
    : createLocalStorageStore(localStorage, seed, systemEnv)
