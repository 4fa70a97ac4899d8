import { fetchChadavas } from '../../api/catalogue'
import type { Chadava } from '../../api/schemas'
import type { LoadResource } from '../catalogue'

export const loadChadavaList: LoadResource<Chadava[]> = (signal) => fetchChadavas({ signal })

/** SPEC has no detail call: a chadava service is found by its id in the list. */
export function loadChadava(chadavaId: string): LoadResource<Chadava> {
  return async (signal) => (await fetchChadavas({ signal })).find((item) => item._id === chadavaId) ?? null
}
