import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { visitorLocationMachine } from '../../machines/visitorLocation.machine'
import type { VisitorLocation } from '../../src/api/schemas'
import { GLOBAL_LOCATION } from '../../src/lib/location'

const INDIA: VisitorLocation = { country: 'India', countryCode: 'IN', flag: '🇮🇳' }
const USA: VisitorLocation = { country: 'United States', countryCode: 'US', flag: '🇺🇸' }

function run(options: {
  cached?: VisitorLocation | null
  cacheFails?: boolean
  detected?: VisitorLocation | Error
  writeFails?: boolean
}) {
  const calls = { detect: 0, cached: [] as VisitorLocation[] }
  const machine = visitorLocationMachine.provide({
    actors: {
      readCachedLocation: fromPromise<VisitorLocation | null>(async () => {
        if (options.cacheFails) throw new Error('storage blocked')
        return options.cached ?? null
      }),
      detectLocation: fromPromise<VisitorLocation>(async () => {
        calls.detect += 1
        if (!options.detected || options.detected instanceof Error)
          throw options.detected ?? new Error('none')
        return options.detected
      }),
      cacheLocation: fromPromise<void, VisitorLocation>(async ({ input }) => {
        if (options.writeFails) throw new Error('quota')
        calls.cached.push(input)
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, calls }
}

describe('visitorLocation machine', () => {
  it('starts by reading the cache', () => {
    const { actor } = run({ cached: INDIA })
    expect(actor.getSnapshot().value).toBe('readingCache')
  })

  it('uses a fresh cached location without asking any service', async () => {
    const { actor, calls } = run({ cached: USA, detected: INDIA })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('resolved')
    expect(done.context.location).toEqual(USA)
    expect(calls.detect).toBe(0)
    expect(calls.cached).toEqual([])
  })

  it('detects and caches the location when nothing is cached', async () => {
    const { actor, calls } = run({ cached: null, detected: INDIA })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('resolved')
    expect(done.context.location).toEqual(INDIA)
    expect(calls.cached).toEqual([INDIA])
  })

  it('detects when the cache cannot be read', async () => {
    const { actor, calls } = run({ cacheFails: true, detected: USA })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.context.location).toEqual(USA)
    expect(calls.detect).toBe(1)
  })

  it('falls back to Global silently when every service fails, and caches nothing', async () => {
    const { actor, calls } = run({ cached: null, detected: new Error('offline') })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('error')
    expect(done.context.location).toEqual(GLOBAL_LOCATION)
    expect(calls.cached).toEqual([])
  })

  it('still uses a detected location that cannot be cached', async () => {
    const { actor } = run({ cached: null, detected: INDIA, writeFails: true })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('resolved')
    expect(done.context.location).toEqual(INDIA)
  })
})
