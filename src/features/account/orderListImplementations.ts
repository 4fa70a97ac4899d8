import { fromPromise } from 'xstate'
import {
  ORDERS_ERROR_FALLBACK,
  orderListMachine,
  type AccountOrder,
} from '../../../machines/orderList.machine'
import { ApiFailure } from '../../api/client'
import { OrdersRejected } from '../../api/orders'

export const ORDERS_REJECTED_MESSAGE = 'Failed to fetch orders'

/** SPEC §8 order lists: the server refusing gives 'Failed to fetch orders' (or its own error); anything else the fallback. */
export function orderListErrorMessage(error: unknown): string {
  if (error instanceof OrdersRejected) return error.message
  if (error instanceof ApiFailure && error.error.kind === 'http') return ORDERS_REJECTED_MESSAGE
  return ORDERS_ERROR_FALLBACK
}

const neverSettles = <T>() => new Promise<T>(() => {})

export function createOrderListImplementations(
  fetchOrders: (uid: string, signal: AbortSignal) => Promise<AccountOrder[]>,
) {
  return orderListMachine.provide({
    actors: {
      fetchOrders: fromPromise<AccountOrder[], { uid: string }>(async ({ input, signal }) => {
        try {
          return await fetchOrders(input.uid, signal)
        } catch (error) {
          if (signal.aborted) return neverSettles<AccountOrder[]>()
          throw new Error(orderListErrorMessage(error), { cause: error })
        }
      }),
    },
  })
}
