import { Group, Stack, Text } from '@mantine/core'
import type { ChadavaOrder } from '../../api/schemas'
import { OrderCardFrame } from './OrderCardFrame'
import { OrderFacts } from './OrderFacts'
import { formatOrderDate, formatRupees, shortOrderId } from './orderFormat'

export function ChadavaOrderCard({ order }: { order: ChadavaOrder }) {
  const count = order.selectedOfferings.length
  return (
    <OrderCardFrame
      title={order.chadavaName}
      status={order.orderStatus}
      specialInstructions={order.specialInstructions}
    >
      <OrderFacts
        facts={[
          { label: 'Offerings', value: `${count} offering${count === 1 ? '' : 's'} selected` },
          { label: 'Amount', value: formatRupees(order.amount) },
          { label: 'Scheduled Date', value: formatOrderDate(order.scheduledDate) },
          { label: 'Order Date', value: formatOrderDate(order.createdAt) },
          { label: 'Order ID', value: shortOrderId(order._id) },
          { label: 'Payment', value: order.paymentMethod },
        ]}
      />
      <Stack gap="xs">
        <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
          Selected Offerings
        </Text>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.selectedOfferings.map((offering, index) => (
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
                  {offering.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {offering.description}
                </Text>
              </Stack>
              <Text fw={600} size="sm">
                {formatRupees(offering.price)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </OrderCardFrame>
  )
}
