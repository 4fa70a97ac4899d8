import type { MachineImplementationsFrom } from 'xstate'
import type { catalogueResourceMachine } from '../../../machines/catalogueResource.machine'
import { withFailureText } from '../../api/failureMessage'
import type { FailureTexts } from '../../content/messages/failureTexts'
import { fromAbortable } from '../../lib/actors'

/**
 * How one catalogue resource is loaded (its value, or `null` for a detail whose id is absent) and what its failures
 * read.
 */
export interface CatalogueLoad<T> {
  load: (signal: AbortSignal) => Promise<T | null>
  failures: FailureTexts
  /** What the page shows while its first load runs (the value it was prerendered with), or null: nothing yet. */
  shownFirst?: () => T | null
}

/** The catalogueResource machine's real `load` actor: a failure rejects with the text SPEC §8 gives for it. */
export function createCatalogueResourceImplementations<T>(
  deps: CatalogueLoad<T>,
): MachineImplementationsFrom<typeof catalogueResourceMachine> {
  return {
    actors: {
      load: fromAbortable<unknown>((_, signal) => withFailureText(deps.failures, () => deps.load(signal))),
    },
  }
}
