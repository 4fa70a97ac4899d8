/**
 * The order CREATE calls of SPEC §7: POST /api/pooja-orders, POST /api/chadava-orders and POST /api/horoscope-orders.
 * Each request carries the payment's merchantOrderId, so the backend answers a repeated one with the order it already
 * has. A reply without the new order's id is a refusal with the server's error or message.
 */
import type { z } from 'zod/mini'
import { postJson, refused, type Credentials, type RequestOptions } from './client'
import { pathOf } from './paths'
import {
  chadavaOrderCreateReplySchema,
  chadavaOrderRequestSchema,
  poojaOrderCreateReplySchema,
  poojaOrderRequestSchema,
  type ChadavaOrderRequest,
  type PoojaOrderRequest,
} from './contract/orderRequests'

type OrderReply = { success?: boolean; error?: string; message?: string }

/** Posts one order and resolves to its id, as `idOf` reads it from a successful reply. */
export async function postOrder<S extends z.ZodMiniType<OrderReply>>(
  path: string,
  body: unknown,
  replySchema: S,
  idOf: (reply: z.output<S>) => string | undefined,
  options: RequestOptions,
): Promise<string> {
  const reply = await postJson(path, body, replySchema, options)
  const id = reply.success === false ? undefined : idOf(reply)
  if (!id) throw refused(reply.error || reply.message)
  return id
}

/** POST /api/pooja-orders: resolves to the order id. */
export function createPoojaOrder(
  request: PoojaOrderRequest,
  credentials: Credentials,
  options: RequestOptions = {},
): Promise<string> {
  return postOrder(
    pathOf('poojaOrderCreate'),
    poojaOrderRequestSchema.parse(request),
    poojaOrderCreateReplySchema,
    (reply) => reply.orderId,
    { ...options, credentials },
  )
}

/** POST /api/chadava-orders: resolves to the order id (data._id). */
export function createChadavaOrder(
  request: ChadavaOrderRequest,
  credentials: Credentials,
  options: RequestOptions = {},
): Promise<string> {
  return postOrder(
    pathOf('chadavaOrderCreate'),
    chadavaOrderRequestSchema.parse(request),
    chadavaOrderCreateReplySchema,
    (reply) => reply.data?._id,
    { ...options, credentials },
  )
}
