import type { FailureTexts } from '../../content/messages/failureTexts'
import type { CatalogueLoad } from './catalogueResourceImplementations'

type FetchList<T> = (options: { signal: AbortSignal }) => Promise<T[]>

/** A whole list, and one item of it by id (SPEC has no detail call: an item is found in its list). */
export function catalogueLoads<T extends { _id: string }>(fetchList: FetchList<T>, failures: FailureTexts) {
  return {
    list: { load: (signal) => fetchList({ signal }), failures } satisfies CatalogueLoad<T[]>,
    byId: (id: string): CatalogueLoad<T> => ({
      load: async (signal) => (await fetchList({ signal })).find((item) => item._id === id) ?? null,
      failures,
    }),
  }
}
