import { fetchChadavaOrders } from '../../api/orders'
import type { ChadavaOrder } from '../../api/schemas'
import type { AccountOrder } from '../../../machines/orderList.machine'
import { ChadavaOrderCard } from './ChadavaOrderCard'
import { OrderListView } from './OrderListView'
import { RequireSignIn } from './RequireSignIn'
import { useOrderList } from './useOrderList'

const isChadavaOrder = (order: AccountOrder): order is ChadavaOrder => 'chadavaName' in order

function ChadavaOrderList({ uid }: { uid: string }) {
  const list = useOrderList(uid, fetchChadavaOrders)
  return (
    <OrderListView
      title="My Chadava Orders"
      status={list.status}
      orders={list.orders.filter(isChadavaOrder)}
      error={list.error}
      renderOrder={(order) => <ChadavaOrderCard order={order} />}
      orderKey={(order) => order._id}
      bookTo="/chadava"
      bookLabel="Book Your First Chadava"
      onRefresh={list.refresh}
    />
  )
}

/** /chadava-orders: the signed-in user's chadava orders, behind the sign-in guard. */
export function ChadavaOrdersPage() {
  return <RequireSignIn>{(user) => <ChadavaOrderList uid={user.uid} />}</RequireSignIn>
}
