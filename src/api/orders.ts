/**
 * SPEC §7 order calls: a signed-in user's pooja and chadava orders, and one of them with its status history
 * (issue 14). `success: false` is a refusal; an order that is not the user's is a 404.
 */
import { getJson, refused, type Credentials } from './client'
import { pathOf } from './paths'
import {
  chadavaOrderListReplySchema,
  chadavaOrderReplySchema,
  poojaOrderListReplySchema,
  poojaOrderReplySchema,
  type ChadavaOrder,
  type PoojaOrder,
} from './contract/orders'

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

async function fetchOne<T>(
  path: string,
  schema: typeof poojaOrderReplySchema | typeof chadavaOrderReplySchema,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<T> {
  const reply = await getJson(path, schema, { signal, credentials })
  if (!reply.success || !reply.data) throw refused(reply.error)
  return reply.data as T
}

export function fetchPoojaOrder(
  uid: string,
  orderId: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<PoojaOrder> {
  return fetchOne<PoojaOrder>(
    pathOf('poojaOrder', { uid, orderId }),
    poojaOrderReplySchema,
    credentials,
    signal,
  )
}

export function fetchChadavaOrder(
  uid: string,
  orderId: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<ChadavaOrder> {
  return fetchOne<ChadavaOrder>(
    pathOf('chadavaOrder', { uid, orderId }),
    chadavaOrderReplySchema,
    credentials,
    signal,
  )
}
