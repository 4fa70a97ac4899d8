import { fromPromise } from 'xstate'
import { visitorLocationMachine } from '../../../machines/visitorLocation.machine'
import { detectVisitorLocation } from '../../api/geolocation'
import { visitorLocationSchema, type VisitorLocation } from '../../api/schemas'
import { LOCATION_CACHE_KEY, LOCATION_CACHE_TTL_MS } from '../../lib/location'
import { readStored, removeStored, writeStored } from '../../lib/storage'
import { z } from 'zod'

const cachedLocationSchema = z.object({ data: visitorLocationSchema, timestamp: z.number() })

/** SPEC §3/§4: `{ data, timestamp }` in localStorage, valid 24 hours, removed once expired or unreadable. */
export function readCachedLocation(now = Date.now()): VisitorLocation | null {
  const stored = readStored('local', LOCATION_CACHE_KEY, cachedLocationSchema)
  if (stored.status === 'ok' && now - stored.value.timestamp < LOCATION_CACHE_TTL_MS && stored.value.timestamp <= now) {
    return stored.value.data
  }
  if (stored.status !== 'missing') removeStored('local', LOCATION_CACHE_KEY)
  return null
}

export function cacheLocation(location: VisitorLocation, now = Date.now()): void {
  writeStored('local', LOCATION_CACHE_KEY, { data: location, timestamp: now })
}

const neverSettles = <T,>() => new Promise<T>(() => {})

export function createVisitorLocationImplementations() {
  return visitorLocationMachine.provide({
    actors: {
      readCachedLocation: fromPromise<VisitorLocation | null>(async () => readCachedLocation()),
      detectLocation: fromPromise<VisitorLocation>(async ({ signal }) => {
        try {
          return await detectVisitorLocation(signal)
        } catch (error) {
          if (signal.aborted) return neverSettles<VisitorLocation>()
          console.warn('Visitor location could not be detected; using the global default', error)
          throw error
        }
      }),
      cacheLocation: fromPromise<void, VisitorLocation>(async ({ input }) => cacheLocation(input)),
    },
  })
}
