import { Anchor, Stack, Text } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { TitledPanel } from '../../components/TitledPanel'
import { orderListMessages as messages } from '../../content/messages/orders'
import type { AwaitingBooking } from '../../domain/payment/keptBookings'

/**
 * Above an order list: the bookings this browser started whose order is not made yet, each with the way to its status
 * page, which completes a paid one (a devotee who closed the tab too soon would otherwise never see it again).
 */
export function AwaitingBookings({ bookings }: { bookings: readonly AwaitingBooking[] }) {
  if (bookings.length === 0) return null
  return (
    <TitledPanel title={messages.awaitingTitle} text={messages.awaitingText}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {bookings.map(({ merchantOrderId, title }) => (
          <li key={merchantOrderId}>
            <Text fw={600}>{title}</Text>
            <Anchor
              component={Link}
              to={`/payment/success?merchantOrderId=${merchantOrderId}`}
              aria-label={messages.checkPaymentOf(title)}
            >
              {messages.checkPayment}
            </Anchor>
          </li>
        ))}
      </Stack>
    </TitledPanel>
  )
}
