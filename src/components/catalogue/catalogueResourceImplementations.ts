import { fromPromise } from 'xstate'
import { catalogueResourceMachine } from '../../../machines/catalogueResource.machine'
import { isAborted } from '../../api/client'

/** How one catalogue resource is loaded: its value, or `null` for a detail whose id is absent. */
export type LoadResource<T> = (signal: AbortSignal) => Promise<T | null>

const neverSettles = () => new Promise<never>(() => {})

/** The catalogueResource machine with a real `load` actor; an aborted request never settles (StrictMode). */
export function createCatalogueResourceImplementations<T>(load: LoadResource<T>) {
  return catalogueResourceMachine.provide({
    actors: {
      load: fromPromise<unknown>(async ({ signal }): Promise<T | null> => {
        try {
          return await load(signal)
        } catch (error) {
          if (signal.aborted || isAborted(error)) return neverSettles()
          throw error
        }
      }),
    },
  })
}
