import type { MachineImplementationsFrom } from 'xstate'
import type { AccountOrder, orderListMachine } from '../../../machines/orderList.machine'
import { withFailureText } from '../../api/failureMessage'
import { orderListFailures } from '../../content/messages/orders'
import { fromAbortable } from '../../lib/actors'

interface OrderListDeps {
  /** The list call of the page: pooja or chadava orders of a user. */
  fetchOrders: (uid: string, signal: AbortSignal) => Promise<AccountOrder[]>
}

/** The orderList machine's real list call; a failure rejects with SPEC §8's order-list text. */
export function createOrderListImplementations(
  deps: OrderListDeps,
): MachineImplementationsFrom<typeof orderListMachine> {
  return {
    actors: {
      fetchOrders: fromAbortable<AccountOrder[], { uid: string }>(({ uid }, signal) =>
        withFailureText(orderListFailures, () => deps.fetchOrders(uid, signal)),
      ),
    },
  }
}
