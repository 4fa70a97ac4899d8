import { fetchPoojaOrders } from '../../api/orders'
import type { PoojaOrder } from '../../api/schemas'
import { OrdersPage, type OrderPageKind } from './OrdersPage'
import { PoojaOrderCard } from './PoojaOrderCard'

const poojaOrders: OrderPageKind<PoojaOrder> = {
  title: 'My Pooja Orders',
  fetchOrders: fetchPoojaOrders,
  isOfKind: (order): order is PoojaOrder => 'poojaName' in order,
  renderOrder: (order) => <PoojaOrderCard order={order} />,
  bookTo: '/virtual-puja',
  bookLabel: 'Book Your First Puja',
}

/** /pooja-orders: the signed-in user's puja orders. */
export function PoojaOrdersPage() {
  return <OrdersPage kind={poojaOrders} />
}
