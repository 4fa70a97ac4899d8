import { fetchChadavaOrder } from '../../api/orders'
import { orderPageMessages } from '../../content/messages/orders'
import { OrderDetailPage, type OrderDetailKind } from './OrderDetailPage'

const chadavaOrder: OrderDetailKind = {
  get heading() {
    return orderPageMessages.chadavaOrder
  },
  fetchOrder: fetchChadavaOrder,
  backTo: '/chadava-orders',
  get backLabel() {
    return orderPageMessages.backToChadavaOrders
  },
}

/** /chadava-orders/:orderId: one of the signed-in user's chadava orders. */
export function ChadavaOrderPage() {
  return <OrderDetailPage kind={chadavaOrder} />
}
