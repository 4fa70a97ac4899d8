import type { MachineImplementationsFrom } from 'xstate'
import type {
  FetchedOrder,
  OrderDetailInput,
  orderDetailMachine,
} from '../../../machines/orderDetail.machine'
import type { AccountOrder } from '../../../machines/orderList.machine'
import { ApiFailure } from '../../api/client'
import { withFailureText } from '../../api/failureMessage'
import { orderListFailures } from '../../content/messages/orders'
import { fromAbortable } from '../../lib/actors'

export interface OrderDetailDeps {
  /** The page's one-order call: a pooja or chadava order of the user. */
  fetchOrder: (uid: string, orderId: string, signal: AbortSignal) => Promise<AccountOrder>
}

/** 404 (not the user's order, or none) and 403 (not the user's data) both mean: this is no order of theirs. */
function notTheUsers(error: unknown): boolean {
  return error instanceof ApiFailure && error.error.kind === 'http' && [403, 404].includes(error.error.status)
}

/**
 * The orderDetail machine's real call: an order that is not the user's is null; any other failure is SPEC §8's text.
 */
export function createOrderDetailImplementations(
  deps: OrderDetailDeps,
): MachineImplementationsFrom<typeof orderDetailMachine> {
  return {
    actors: {
      fetchOrder: fromAbortable<FetchedOrder, OrderDetailInput>(({ uid, orderId }, signal) =>
        withFailureText(orderListFailures, () =>
          deps.fetchOrder(uid, orderId, signal).catch((error: unknown) => {
            if (notTheUsers(error)) return null
            throw error
          }),
        ),
      ),
    },
  }
}
