import { fetchPujas } from '../../api/catalogue'
import type { Puja } from '../../api/schemas'
import type { LoadResource } from '../catalogue'

export const loadPujaList: LoadResource<Puja[]> = (signal) => fetchPujas({ signal })

/** SPEC has no detail call: a puja is found by its id in the list. */
export function loadPuja(pujaId: string): LoadResource<Puja> {
  return async (signal) => (await fetchPujas({ signal })).find((puja) => puja._id === pujaId) ?? null
}
