import type { PoojaOrder } from '../../api/contract/orders'
import { commonMessages, detailLabels } from '../../content/messages/common'
import { orderCardMessages } from '../../content/messages/orders'
import { currentStep } from '../../domain/order/timeline'
import { OrderCardFrame } from './OrderCardFrame'
import { OrderFacts } from './OrderFacts'
import { shortOrderId } from '../../domain/order/shortOrderId'
import { formatOrderDate, formatRupees, paymentMethodLabel } from './orderFormat'

export function PoojaOrderCard({ order }: { order: PoojaOrder }) {
  return (
    <OrderCardFrame
      title={order.inLanguage?.name ?? order.poojaName}
      status={order.orderStatus}
      specialInstructions={order.specialInstructions}
      detailTo={`/pooja-orders/${order._id}`}
      currentStep={currentStep(order)}
      sankalpNames={order.sankalpNames}
    >
      <OrderFacts
        facts={[
          { label: detailLabels.package, value: order.inLanguage?.selectedPackage ?? order.selectedPackage },
          { label: detailLabels.amount, value: formatRupees(order.amount) },
          { label: orderCardMessages.scheduledDate, value: formatOrderDate(order.scheduledDate) },
          { label: orderCardMessages.orderDate, value: formatOrderDate(order.createdAt) },
          { label: detailLabels.orderId, value: shortOrderId(order._id) },
          { label: commonMessages.payment, value: paymentMethodLabel(order.paymentMethod) },
        ]}
      />
    </OrderCardFrame>
  )
}
