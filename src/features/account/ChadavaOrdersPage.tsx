import { fetchChadavaOrders } from '../../api/orders'
import type { ChadavaOrder } from '../../api/contract/orders'
import { orderListMessages } from '../../content/messages/orders'
import { ChadavaOrderCard } from './ChadavaOrderCard'
import { OrdersPage, type OrderPageKind } from './OrdersPage'

const chadavaOrders: OrderPageKind<ChadavaOrder> = {
  get title() {
    return orderListMessages.chadavaTitle
  },
  fetchOrders: fetchChadavaOrders,
  isOfKind: (order): order is ChadavaOrder => 'chadavaName' in order,
  renderOrder: (order) => <ChadavaOrderCard order={order} />,
  bookingKind: 'chadava',
  bookTo: '/chadava',
  get bookLabel() {
    return orderListMessages.bookFirstChadava
  },
}

/** /chadava-orders: the signed-in user's chadava orders. */
export function ChadavaOrdersPage() {
  return <OrdersPage kind={chadavaOrders} />
}
