/**
 * Visitor location (SPEC §4): a fresh cached location answers at once; otherwise the geolocation services are asked
 * and a found location is cached. Any failure resolves silently to the Global default.
 * Input: none. Events: none — it runs to `resolved` or `error` on its own.
 */
import { assign, setup } from 'xstate'
import { notProvided } from '../src/lib/actors'
import type { VisitorLocation } from '../src/api/contract/location'
import { GLOBAL_LOCATION } from '../src/lib/location'

export interface VisitorLocationContext {
  location: VisitorLocation | null
}

export const visitorLocationMachine = setup({
  types: { context: {} as VisitorLocationContext },
  actors: {
    readCachedLocation: notProvided<VisitorLocation | null>('readCachedLocation'),
    detectLocation: notProvided<VisitorLocation>('detectLocation'),
    cacheLocation: notProvided<void, VisitorLocation>('cacheLocation'),
  },
  guards: {
    hasLocation: (_, output: VisitorLocation | null) => output !== null,
  },
}).createMachine({
  id: 'visitorLocation',
  context: { location: null },
  initial: 'readingCache',
  states: {
    readingCache: {
      invoke: {
        id: 'readCachedLocation',
        src: 'readCachedLocation',
        onDone: [
          {
            guard: { type: 'hasLocation', params: ({ event }) => event.output },
            target: 'resolved',
            actions: assign({ location: ({ event }) => event.output }),
          },
          { target: 'detecting' },
        ],
        onError: { target: 'detecting' },
      },
    },
    detecting: {
      invoke: {
        id: 'detectLocation',
        src: 'detectLocation',
        onDone: { target: 'caching', actions: assign({ location: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ location: GLOBAL_LOCATION }) },
      },
    },
    caching: {
      invoke: {
        id: 'cacheLocation',
        src: 'cacheLocation',
        input: ({ context }) => context.location!,
        onDone: { target: 'resolved' },
        onError: { target: 'resolved', description: 'A location that cannot be cached is still used.' },
      },
    },
    resolved: { type: 'final' },
    error: {
      type: 'final',
      description: 'Every service failed: the Global default is used, nothing is shown.',
    },
  },
})
