import { Group, Stack, Text } from '@mantine/core'
import type { ChadavaOrder } from '../../api/contract/orders'
import { commonMessages, detailLabels } from '../../content/messages/common'
import { orderCardMessages } from '../../content/messages/orders'
import { currentStep } from '../../domain/order/timeline'
import { OrderCardFrame } from './OrderCardFrame'
import { OrderFacts } from './OrderFacts'
import { shortOrderId } from '../../domain/order/shortOrderId'
import { formatOrderDate, formatRupees, paymentMethodLabel } from './orderFormat'

export function ChadavaOrderCard({ order }: { order: ChadavaOrder }) {
  const count = order.selectedOfferings.length
  const named = order.inLanguage?.selectedOfferings
  return (
    <OrderCardFrame
      title={order.inLanguage?.name ?? order.chadavaName}
      status={order.orderStatus}
      specialInstructions={order.specialInstructions}
      detailTo={`/chadava-orders/${order._id}`}
      currentStep={currentStep(order)}
      sankalpNames={order.sankalpNames}
    >
      <OrderFacts
        facts={[
          { label: detailLabels.offerings, value: orderCardMessages.offeringsSelected(count) },
          { label: detailLabels.amount, value: formatRupees(order.amount) },
          { label: orderCardMessages.scheduledDate, value: formatOrderDate(order.scheduledDate) },
          { label: orderCardMessages.orderDate, value: formatOrderDate(order.createdAt) },
          { label: detailLabels.orderId, value: shortOrderId(order._id) },
          { label: commonMessages.payment, value: paymentMethodLabel(order.paymentMethod) },
        ]}
      />
      <Stack gap="xs">
        <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
          {orderCardMessages.selectedOfferings}
        </Text>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.selectedOfferings.map((offering, index) => {
            const { name, description } = named?.[index] ?? offering
            return (
              <Group
                component="li"
                key={`${offering.name}-${index}`}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="md"
              >
                <Stack gap={0}>
                  <Text fw={500} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {description}
                  </Text>
                </Stack>
                <Text fw={600} size="sm">
                  {formatRupees(offering.price)}
                </Text>
              </Group>
            )
          })}
        </Stack>
      </Stack>
    </OrderCardFrame>
  )
}
