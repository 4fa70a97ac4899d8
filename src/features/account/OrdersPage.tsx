import './accountStyles'
import { useCallback, useState, type ReactNode } from 'react'
import type { AccountOrder } from '../../../machines/orderList.machine'
import type { Credentials } from '../../api/client'
import { useCredentials } from '../../auth/useCredentials'
import { bookingsAwaitingOrder } from '../../domain/payment/keptBookings'
import { OrderListView } from './OrderListView'
import { RequireSignIn } from './RequireSignIn'
import { useOrderList } from './useOrderList'
import { sayIfAny } from '../../content/text'
import { usePageHead } from '../../lib/pageHead'

/** What one of the two order pages lists and how (SPEC §2 "My Pooja Orders and My Chadava Orders"). */
export interface OrderPageKind<T extends AccountOrder> {
  title: string
  fetchOrders: (uid: string, credentials: Credentials, signal: AbortSignal) => Promise<T[]>
  isOfKind: (order: AccountOrder) => order is T
  renderOrder: (order: T) => ReactNode
  bookTo: string
  bookLabel: string
  /** The bookings of this kind, kept in this browser until their order is made. */
  bookingKind: 'puja' | 'chadava'
}

function OrderList<T extends AccountOrder>({ uid, kind }: { uid: string; kind: OrderPageKind<T> }) {
  const credentials = useCredentials()
  const fetchOrders = useCallback(
    (owner: string, signal: AbortSignal) => kind.fetchOrders(owner, credentials, signal),
    [kind, credentials],
  )
  const list = useOrderList(uid, fetchOrders)
  const [awaiting] = useState(() => bookingsAwaitingOrder(kind.bookingKind, uid))
  return (
    <OrderListView
      title={kind.title}
      status={list.status}
      orders={list.orders.filter(kind.isOfKind)}
      error={sayIfAny(list.error)}
      renderOrder={kind.renderOrder}
      orderKey={(order) => order._id}
      bookTo={kind.bookTo}
      bookLabel={kind.bookLabel}
      onRefresh={list.refresh}
      awaiting={awaiting}
    />
  )
}

/** An order page: the signed-in user's orders of one kind, behind the sign-in guard. */
export function OrdersPage<T extends AccountOrder>({ kind }: { kind: OrderPageKind<T> }) {
  usePageHead(kind.title)
  return <RequireSignIn>{(user) => <OrderList key={user.uid} uid={user.uid} kind={kind} />}</RequireSignIn>
}
