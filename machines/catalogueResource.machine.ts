/**
 * Loads one piece of the catalogue (SPEC §2, §4): the puja list, the chadava list, or one puja or chadava found by its
 * id in its list. It starts in `loading`; the `load` actor's value lands in `loaded`, a detail whose id is absent
 * (the actor answers `null`) in `notFound`, and a failure in `error` with its message. The `load` actor is supplied
 * with `provide()`. Input: `shownFirst`, a value to show while the first load runs (what a prerendered page was
 * painted with). Events: `catalogue.retry` (from `error`, loads again) and `catalogue.reload` (the visitor switched
 * language: load again, from any state). A value shown in `loading` stays shown until the loaded value replaces it,
 * and stays as it is if that load fails: nothing the visitor chose or scrolled to on it is lost.
 */
import { assign, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import type { Text } from '../src/content/text'

export interface CatalogueResourceContext {
  /** What `load` answered: a list, or one item of a list. */
  value: unknown
  error: Text | null
}

type CatalogueResourceEvent = { type: 'catalogue.retry' } | { type: 'catalogue.reload' }

export const catalogueResourceMachine = setup({
  types: {
    context: {} as CatalogueResourceContext,
    events: {} as CatalogueResourceEvent,
    input: {} as { shownFirst: unknown },
  },
  actors: {
    load: notProvided<unknown>('load'),
  },
  guards: {
    isFound: (_, output: unknown) => output !== null && output !== undefined,
    isShowingValue: ({ context }) => context.value !== null,
  },
  actions: {
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'catalogueResource',
  context: ({ input }) => ({ value: input.shownFirst ?? null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      on: {
        'catalogue.reload': {
          target: 'loading',
          reenter: true,
          description: 'Load again, in the new language.',
        },
      },
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }: { event: { output: unknown } }) => event.output },
            target: 'loaded',
            actions: assign({ value: ({ event }) => event.output }),
          },
          {
            target: 'notFound',
            actions: assign({ value: null }),
            description: 'A detail whose id is not in its list.',
          },
        ],
        onError: [
          {
            guard: 'isShowingValue',
            target: 'loaded',
            description: 'A failed reload keeps the value shown.',
          },
          { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    loaded: { on: { 'catalogue.reload': 'loading' } },
    notFound: { on: { 'catalogue.reload': 'loading' } },
    error: {
      on: {
        'catalogue.retry': { target: 'loading', description: 'Try Again loads once more.' },
        'catalogue.reload': 'loading',
      },
    },
  },
})
