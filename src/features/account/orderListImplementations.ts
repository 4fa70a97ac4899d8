import type { MachineImplementationsFrom } from 'xstate'
import {
  ORDERS_ERROR_FALLBACK,
  type AccountOrder,
  type orderListMachine,
} from '../../../machines/orderList.machine'
import { ApiFailure } from '../../api/client'
import { OrdersRejected } from '../../api/orders'
import { fromAbortable } from '../../lib/actors'

export const ORDERS_REJECTED_MESSAGE = 'Failed to fetch orders'

/** SPEC §8 order lists: the server refusing gives 'Failed to fetch orders' (or its own error); anything else the fallback. */
export function orderListErrorMessage(error: unknown): string {
  if (error instanceof OrdersRejected) return error.message
  if (error instanceof ApiFailure && error.error.kind === 'http') return ORDERS_REJECTED_MESSAGE
  return ORDERS_ERROR_FALLBACK
}

export interface OrderListDeps {
  /** The list call of the page: pooja or chadava orders of a user. */
  fetchOrders: (uid: string, signal: AbortSignal) => Promise<AccountOrder[]>
}

export function createOrderListImplementations(
  deps: OrderListDeps,
): MachineImplementationsFrom<typeof orderListMachine> {
  return {
    actors: {
      fetchOrders: fromAbortable<AccountOrder[], { uid: string }>(async ({ uid }, signal) => {
        try {
          return await deps.fetchOrders(uid, signal)
        } catch (error) {
          throw new Error(orderListErrorMessage(error), { cause: error })
        }
      }),
    },
  }
}
