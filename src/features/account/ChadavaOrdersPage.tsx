import { fetchChadavaOrders } from '../../api/orders'
import type { ChadavaOrder } from '../../api/schemas'
import { ChadavaOrderCard } from './ChadavaOrderCard'
import { OrdersPage, type OrderPageKind } from './OrdersPage'

const chadavaOrders: OrderPageKind<ChadavaOrder> = {
  title: 'My Chadava Orders',
  fetchOrders: fetchChadavaOrders,
  isOfKind: (order): order is ChadavaOrder => 'chadavaName' in order,
  renderOrder: (order) => <ChadavaOrderCard order={order} />,
  bookTo: '/chadava',
  bookLabel: 'Book Your First Chadava',
}

/** /chadava-orders: the signed-in user's chadava orders. */
export function ChadavaOrdersPage() {
  return <OrdersPage kind={chadavaOrders} />
}
