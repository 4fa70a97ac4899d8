import { describe, expect, it } from 'vitest'
import seed from '../../db.json'
import { createLocalStorageStore, MOCK_DB_STORAGE_KEY } from '../../mocks/stores/localStorageStore'
import { createMemoryStore } from '../../mocks/stores/memoryStore'
import { memoryStorage, testEnv } from './testEnv'

describe('the localStorage store', () => {
  it('seeds itself under sankalpMockDb and keeps what is written across page loads', () => {
    const storage = memoryStorage()
    const first = createLocalStorageStore(storage, seed, testEnv())
    const db = first.read()
    expect(JSON.parse(storage.getItem(MOCK_DB_STORAGE_KEY)!).pujas).toHaveLength(db.pujas.length)
    first.write({
      ...db,
      newsletterSubscribers: [{ _id: 'n1', email: 'a@example.com', createdAt: '2026-01-01T00:00:00.000Z' }],
    })
    const afterReload = createLocalStorageStore(storage, seed, testEnv())
    expect(afterReload.read().newsletterSubscribers).toHaveLength(1)
  })

  it.each([
    ['text that is not JSON', '{oops'],
    ['JSON that is not a database', JSON.stringify({ pujas: 'none' })],
    [
      'a database from another seed version',
      JSON.stringify({ ...seed, meta: { ...seed.meta, version: -1 } }),
    ],
  ])('starts again from the seed when it holds %s', (_, stored) => {
    const storage = memoryStorage()
    storage.setItem(MOCK_DB_STORAGE_KEY, stored)
    const db = createLocalStorageStore(storage, seed, testEnv()).read()
    expect(db.meta).toEqual(seed.meta)
    expect(db.pujas.length).toBe(seed.pujas.length)
  })

  it('goes back to the seed on reset', () => {
    const storage = memoryStorage()
    const store = createLocalStorageStore(storage, seed, testEnv())
    store.write({ ...store.read(), profiles: [] })
    store.reset()
    expect(store.read().profiles).toHaveLength(1)
  })
})

describe('the memory store', () => {
  it('keeps writes until reset', () => {
    const store = createMemoryStore(seed, testEnv())
    store.write({ ...store.read(), profiles: [] })
    expect(store.read().profiles).toHaveLength(0)
    store.reset()
    expect(store.read().profiles).toHaveLength(1)
  })

  it('moves the seeded orders to sit before today, as far as they sat before the seed day', () => {
    const store = createMemoryStore(seed, testEnv(new Date('2026-03-01T06:00:00Z')))
    const seeded = seed.poojaOrders.find((o) => o.orderStatus === 'delivered')!
    const moved = store.read().poojaOrders.find((o) => o._id === seeded._id)!
    expect(Date.parse(moved.createdAt) - Date.parse(seeded.createdAt)).toBe(59 * 86_400_000)
  })
})
