import { fetchPoojaOrder } from '../../api/orders'
import { orderPageMessages } from '../../content/messages/orders'
import { OrderDetailPage, type OrderDetailKind } from './OrderDetailPage'

const poojaOrder: OrderDetailKind = {
  get heading() {
    return orderPageMessages.pujaOrder
  },
  fetchOrder: fetchPoojaOrder,
  backTo: '/pooja-orders',
  get backLabel() {
    return orderPageMessages.backToPujaOrders
  },
}

/** /pooja-orders/:orderId: one of the signed-in user's puja orders. */
export function PoojaOrderPage() {
  return <OrderDetailPage kind={poojaOrder} />
}
