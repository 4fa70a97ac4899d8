import type { PoojaOrder } from '../../api/schemas'
import { OrderCardFrame } from './OrderCardFrame'
import { OrderFacts } from './OrderFacts'
import { formatOrderDate, formatRupees, shortOrderId } from './orderFormat'

export function PoojaOrderCard({ order }: { order: PoojaOrder }) {
  return (
    <OrderCardFrame
      title={order.poojaName}
      status={order.orderStatus}
      specialInstructions={order.specialInstructions}
    >
      <OrderFacts
        facts={[
          { label: 'Package', value: order.selectedPackage },
          { label: 'Amount', value: formatRupees(order.amount) },
          { label: 'Scheduled Date', value: formatOrderDate(order.scheduledDate) },
          { label: 'Order Date', value: formatOrderDate(order.createdAt) },
          { label: 'Order ID', value: shortOrderId(order._id) },
          { label: 'Payment', value: order.paymentMethod },
        ]}
      />
    </OrderCardFrame>
  )
}
