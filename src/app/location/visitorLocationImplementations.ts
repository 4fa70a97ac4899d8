import { fromPromise, type MachineImplementationsFrom } from 'xstate'
import type { visitorLocationMachine } from '../../../machines/visitorLocation.machine'
import { detectVisitorLocation } from '../../api/geolocation'
import { visitorLocationSchema, type VisitorLocation } from '../../api/contract/location'
import { LOCATION_CACHE_KEY, LOCATION_CACHE_TTL_MS } from '../../lib/location'
import { fromAbortable } from '../../lib/actors'
import { readStored, removeStored, writeStored } from '../../lib/storage'
import { z } from 'zod/mini'

const cachedLocationSchema = z.object({ data: visitorLocationSchema, timestamp: z.number() })

/** SPEC §3/§4: `{ data, timestamp }` in localStorage, valid 24 hours, removed once expired or unreadable. */
export function readCachedLocation(now = Date.now()): VisitorLocation | null {
  const stored = readStored('local', LOCATION_CACHE_KEY, cachedLocationSchema)
  if (
    stored.status === 'ok' &&
    now - stored.value.timestamp < LOCATION_CACHE_TTL_MS &&
    stored.value.timestamp <= now
  ) {
    return stored.value.data
  }
  if (stored.status !== 'missing') removeStored('local', LOCATION_CACHE_KEY)
  return null
}

export function cacheLocation(location: VisitorLocation, now = Date.now()): void {
  writeStored('local', LOCATION_CACHE_KEY, { data: location, timestamp: now })
}

export interface VisitorLocationDeps {
  /** Asks the IP-geolocation services in turn. */
  detect: (signal: AbortSignal) => Promise<VisitorLocation>
}

export function createVisitorLocationImplementations(
  deps: VisitorLocationDeps = { detect: detectVisitorLocation },
): MachineImplementationsFrom<typeof visitorLocationMachine> {
  return {
    actors: {
      readCachedLocation: fromPromise<VisitorLocation | null>(async () => readCachedLocation()),
      detectLocation: fromAbortable<VisitorLocation>(async (_, signal) => {
        try {
          return await deps.detect(signal)
        } catch (error) {
          if (!signal.aborted)
            console.warn('Visitor location could not be detected; using the global default', error)
          throw error
        }
      }),
      cacheLocation: fromPromise<void, VisitorLocation>(async ({ input }) => cacheLocation(input)),
    },
  }
}
