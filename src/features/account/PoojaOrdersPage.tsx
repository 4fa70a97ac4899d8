import { fetchPoojaOrders } from '../../api/orders'
import type { PoojaOrder } from '../../api/contract/orders'
import { orderListMessages } from '../../content/messages/orders'
import { OrdersPage, type OrderPageKind } from './OrdersPage'
import { PoojaOrderCard } from './PoojaOrderCard'

const poojaOrders: OrderPageKind<PoojaOrder> = {
  get title() {
    return orderListMessages.poojaTitle
  },
  fetchOrders: fetchPoojaOrders,
  isOfKind: (order): order is PoojaOrder => 'poojaName' in order,
  renderOrder: (order) => <PoojaOrderCard order={order} />,
  bookingKind: 'puja',
  bookTo: '/virtual-puja',
  get bookLabel() {
    return orderListMessages.bookFirstPuja
  },
}

/** /pooja-orders: the signed-in user's puja orders. */
export function PoojaOrdersPage() {
  return <OrdersPage kind={poojaOrders} />
}
