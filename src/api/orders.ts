/** SPEC §7 order calls: a signed-in user's pooja and chadava orders. `success: false` is a refusal. */
import { getJson, refused } from './client'
import {
  chadavaOrderListReplySchema,
  poojaOrderListReplySchema,
  type ChadavaOrder,
  type PoojaOrder,
} from './schemas'

async function fetchOrderList<T>(
  path: string,
  schema: typeof poojaOrderListReplySchema | typeof chadavaOrderListReplySchema,
  signal?: AbortSignal,
): Promise<T[]> {
  const reply = await getJson(path, schema, { signal })
  if (!reply.success) throw refused(reply.error)
  return (reply.data ?? []) as T[]
}

export function fetchPoojaOrders(uid: string, signal?: AbortSignal): Promise<PoojaOrder[]> {
  return fetchOrderList<PoojaOrder>(
    `/api/pooja-orders/user/${encodeURIComponent(uid)}`,
    poojaOrderListReplySchema,
    signal,
  )
}

export function fetchChadavaOrders(uid: string, signal?: AbortSignal): Promise<ChadavaOrder[]> {
  return fetchOrderList<ChadavaOrder>(
    `/api/chadava-orders/user/${encodeURIComponent(uid)}`,
    chadavaOrderListReplySchema,
    signal,
  )
}
