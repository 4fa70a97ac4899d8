/** SPEC §7 order calls: a signed-in user's pooja and chadava orders. */
import { getJson } from './client'
import {
  chadavaOrderListReplySchema,
  poojaOrderListReplySchema,
  type ChadavaOrder,
  type PoojaOrder,
} from './schemas'

/** The server answered `success: false`; its error (or SPEC's 'Failed to fetch orders') is shown. */
export class OrdersRejected extends Error {
  constructor(message = 'Failed to fetch orders') {
    super(message)
    this.name = 'OrdersRejected'
  }
}

async function fetchOrderList<T>(
  path: string,
  schema: typeof poojaOrderListReplySchema | typeof chadavaOrderListReplySchema,
  signal?: AbortSignal,
): Promise<T[]> {
  const reply = await getJson(path, schema, { signal })
  if (!reply.success) throw new OrdersRejected(reply.error || undefined)
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
