import type { MachineImplementationsFrom } from 'xstate'
import type { catalogueResourceMachine } from '../../../machines/catalogueResource.machine'
import { fromAbortable } from '../../lib/actors'

/** How one catalogue resource is loaded: its value, or `null` for a detail whose id is absent. */
export type LoadResource<T> = (signal: AbortSignal) => Promise<T | null>

/** The catalogueResource machine's real `load` actor. */
export function createCatalogueResourceImplementations<T>(deps: {
  load: LoadResource<T>
}): MachineImplementationsFrom<typeof catalogueResourceMachine> {
  return { actors: { load: fromAbortable<unknown>((_, signal) => deps.load(signal)) } }
}
