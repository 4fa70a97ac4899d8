import { fetchChadavaOrder } from '../../api/orders'
import { orderPageMessages } from '../../content/messages/orders'
import { OrderDetailPage, type OrderDetailKind } from './OrderDetailPage'

const chadavaOrder: OrderDetailKind = {
  heading: orderPageMessages.chadavaOrder,
  fetchOrder: fetchChadavaOrder,
  backTo: '/chadava-orders',
  backLabel: orderPageMessages.backToChadavaOrders,
}

/** /chadava-orders/:orderId: one of the signed-in user's chadava orders. */
export function ChadavaOrderPage() {
  return <OrderDetailPage kind={chadavaOrder} />
}
