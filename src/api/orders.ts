/** SPEC §7 order calls: a signed-in user's pooja and chadava orders. `success: false` is a refusal. */
import { getJson, refused, type Credentials } from './client'
import { pathOf } from './endpoints'
import {
  chadavaOrderListReplySchema,
  poojaOrderListReplySchema,
  type ChadavaOrder,
  type PoojaOrder,
} from './schemas'

async function fetchOrderList<T>(
  path: string,
  schema: typeof poojaOrderListReplySchema | typeof chadavaOrderListReplySchema,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<T[]> {
  const reply = await getJson(path, schema, { signal, credentials })
  if (!reply.success) throw refused(reply.error)
  return (reply.data ?? []) as T[]
}

export function fetchPoojaOrders(
  uid: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<PoojaOrder[]> {
  return fetchOrderList<PoojaOrder>(
    pathOf('poojaOrderList', { uid }),
    poojaOrderListReplySchema,
    credentials,
    signal,
  )
}

export function fetchChadavaOrders(
  uid: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<ChadavaOrder[]> {
  return fetchOrderList<ChadavaOrder>(
    pathOf('chadavaOrderList', { uid }),
    chadavaOrderListReplySchema,
    credentials,
    signal,
  )
}
