import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { orderListMachine, type AccountOrder } from '../../../machines/orderList.machine'
import { inspectorOptions } from '../../lib/inspector'
import { createOrderListImplementations } from './orderListImplementations'
import type { OrderListStatus } from './OrderListView'

/** Runs the orderList machine for a uid with the given list call. */
export function useOrderList(
  uid: string,
  fetchOrders: (uid: string, signal: AbortSignal) => Promise<AccountOrder[]>,
) {
  const machine = useMemo(
    () => orderListMachine.provide(createOrderListImplementations({ fetchOrders })),
    [fetchOrders],
  )
  const [snapshot, send] = useMachine(machine, { input: { uid }, ...inspectorOptions() })
  return {
    status: snapshot.value as OrderListStatus,
    orders: snapshot.context.orders,
    error: snapshot.context.error,
    refresh: () => send({ type: 'orders.refresh' }),
  }
}
