import { fetchPoojaOrder } from '../../api/orders'
import { orderPageMessages } from '../../content/messages/orders'
import { OrderDetailPage, type OrderDetailKind } from './OrderDetailPage'

const poojaOrder: OrderDetailKind = {
  heading: orderPageMessages.pujaOrder,
  fetchOrder: fetchPoojaOrder,
  backTo: '/pooja-orders',
  backLabel: orderPageMessages.backToPujaOrders,
}

/** /pooja-orders/:orderId: one of the signed-in user's puja orders. */
export function PoojaOrderPage() {
  return <OrderDetailPage kind={poojaOrder} />
}
