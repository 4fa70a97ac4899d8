import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { orderDetailMachine } from '../../../machines/orderDetail.machine'
import { useOnLanguageSwitch } from '../../components/useLanguage'
import { inspectorOptions } from '../../lib/inspector'
import { createOrderDetailImplementations, type OrderDetailDeps } from './orderDetailImplementations'
import type { OrderDetailStatus } from './OrderDetailView'

/** Runs the orderDetail machine for one order of a user with the given call; a switch of language checks it again. */
export function useOrderDetail(uid: string, orderId: string, fetchOrder: OrderDetailDeps['fetchOrder']) {
  const machine = useMemo(
    () => orderDetailMachine.provide(createOrderDetailImplementations({ fetchOrder })),
    [fetchOrder],
  )
  const [snapshot, send] = useMachine(machine, { input: { uid, orderId }, ...inspectorOptions() })
  useOnLanguageSwitch(() => send({ type: 'order.reload' }))
  return {
    status: snapshot.value as OrderDetailStatus,
    order: snapshot.context.order,
    error: snapshot.context.error,
    refresh: () => send({ type: 'order.refresh' }),
    retry: () => send({ type: 'order.retry' }),
  }
}
