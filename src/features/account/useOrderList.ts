import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { orderListMachine, type AccountOrder } from '../../../machines/orderList.machine'
import { useOnLanguageSwitch } from '../../components/useLanguage'
import { inspectorOptions } from '../../lib/inspector'
import { createOrderListImplementations } from './orderListImplementations'
import type { OrderListStatus } from './OrderListView'

/** What the page shows: while the list loads again in another language, the list as it was. */
function statusOf(state: string, orders: readonly AccountOrder[]): OrderListStatus {
  if (state !== 'reloading') return state as OrderListStatus
  return orders.length > 0 ? 'loaded' : 'empty'
}

/** Runs the orderList machine for a uid with the given list call; a switch of language loads it again in place. */
export function useOrderList(
  uid: string,
  fetchOrders: (uid: string, signal: AbortSignal) => Promise<AccountOrder[]>,
) {
  const machine = useMemo(
    () => orderListMachine.provide(createOrderListImplementations({ fetchOrders })),
    [fetchOrders],
  )
  const [snapshot, send] = useMachine(machine, { input: { uid }, ...inspectorOptions() })
  useOnLanguageSwitch(() => send({ type: 'orders.reload' }))
  return {
    status: statusOf(snapshot.value, snapshot.context.orders),
    orders: snapshot.context.orders,
    error: snapshot.context.error,
    refresh: () => send({ type: 'orders.refresh' }),
  }
}
