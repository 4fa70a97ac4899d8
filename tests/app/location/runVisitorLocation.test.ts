import { beforeEach, describe, expect, it } from 'vitest'
import { runVisitorLocation } from '../../../src/app/location/runVisitorLocation'
import type { VisitorLocation } from '../../../src/api/schemas'
import { MemoryStorage } from '../../../src/testing/memoryStorage'

const USA: VisitorLocation = { country: 'United States', countryCode: 'US', flag: '🇺🇸' }

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })
})

/** Runs the location actor until it is done; resolves to every report it made. */
function reportsOf(detect: (signal: AbortSignal) => Promise<VisitorLocation>) {
  return new Promise<[VisitorLocation | null, boolean][]>((resolve) => {
    const reports: [VisitorLocation | null, boolean][] = []
    const stop = runVisitorLocation(
      (location, done) => {
        reports.push([location, done])
        if (done) {
          stop()
          resolve(reports)
        }
      },
      { detect },
    )
  })
}

describe('runVisitorLocation', () => {
  it('reports each change once: loading, the detected location, then that it is done (and cached)', async () => {
    expect(await reportsOf(async () => USA)).toEqual([
      [null, false],
      [USA, false],
      [USA, true],
    ])
  })

  it('reports the Global default, once, when no service answers', async () => {
    expect(await reportsOf(() => Promise.reject(new Error('offline')))).toEqual([
      [null, false],
      [{ country: 'Global', countryCode: 'WW', flag: '🌐' }, true],
    ])
  })
})
