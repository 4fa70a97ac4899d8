import { fetchPoojaOrders } from '../../api/orders'
import type { PoojaOrder } from '../../api/schemas'
import type { AccountOrder } from '../../../machines/orderList.machine'
import { OrderListView } from './OrderListView'
import { PoojaOrderCard } from './PoojaOrderCard'
import { RequireSignIn } from './RequireSignIn'
import { useOrderList } from './useOrderList'

const isPoojaOrder = (order: AccountOrder): order is PoojaOrder => 'poojaName' in order

function PoojaOrderList({ uid }: { uid: string }) {
  const list = useOrderList(uid, fetchPoojaOrders)
  return (
    <OrderListView
      title="My Pooja Orders"
      status={list.status}
      orders={list.orders.filter(isPoojaOrder)}
      error={list.error}
      renderOrder={(order) => <PoojaOrderCard order={order} />}
      orderKey={(order) => order._id}
      bookTo="/virtual-puja"
      bookLabel="Book Your First Puja"
      onRefresh={list.refresh}
    />
  )
}

/** /pooja-orders: the signed-in user's puja orders, behind the sign-in guard. */
export function PoojaOrdersPage() {
  return <RequireSignIn>{(user) => <PoojaOrderList uid={user.uid} />}</RequireSignIn>
}
