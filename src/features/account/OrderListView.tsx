import { Alert, Button, Container, Group, Loader, Center, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from '../../components/LocalLink'
import { useFocusBackAfterBusy } from '../../components/useFocusBackAfterBusy'
import { orderListMessages as messages } from '../../content/messages/orders'
import type { AwaitingBooking } from '../../domain/payment/keptBookings'
import { AwaitingBookings } from './AwaitingBookings'

export type OrderListStatus = 'loading' | 'loaded' | 'empty' | 'failed'

export interface OrderListViewProps<T> {
  title: string
  status: OrderListStatus
  orders: readonly T[]
  error: string | null
  renderOrder: (order: T) => ReactNode
  orderKey: (order: T) => string
  /** Where the empty state's "book your first order" link goes, and its label. */
  bookTo: string
  bookLabel: string
  onRefresh: () => void
  /** Bookings started in this browser whose order is not made yet. */
  awaiting?: readonly AwaitingBooking[]
}

/**
 * An order history page (SPEC §2): count, Refresh, the cards, 'No Orders Found', or the red error banner; above them,
 * the bookings this browser started that have no order yet.
 */
export function OrderListView<T>(props: OrderListViewProps<T>) {
  const {
    title,
    status,
    orders,
    error,
    renderOrder,
    orderKey,
    bookTo,
    bookLabel,
    onRefresh,
    awaiting = [],
  } = props
  const refreshButton = useFocusBackAfterBusy(status === 'loading')
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} c="maroon.7" fz={{ base: 26, sm: 34 }}>
              {title}
            </Title>
            {status === 'loaded' || status === 'empty' ? (
              <Text c="gray.7">{messages.ordersFound(orders.length)}</Text>
            ) : null}
          </Stack>
          <Button ref={refreshButton} variant="light" onClick={onRefresh} loading={status === 'loading'}>
            {messages.refresh}
          </Button>
        </Group>
        <AwaitingBookings bookings={awaiting} />
        {status === 'failed' && error ? (
          <Alert color="red.9" variant="filled" role="alert">
            {error}
          </Alert>
        ) : null}
        {status === 'loading' ? (
          <Center py="xl" role="status" aria-label={messages.loading}>
            <Loader />
          </Center>
        ) : null}
        {status === 'empty' ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Stack align="center" gap="sm">
              <Title order={2} fz="xl">
                {messages.empty}
              </Title>
              <Text c="gray.7">{messages.emptyText}</Text>
              <Button component={Link} to={bookTo}>
                {bookLabel}
              </Button>
            </Stack>
          </Paper>
        ) : null}
        {status === 'loaded'
          ? orders.map((order) => <div key={orderKey(order)}>{renderOrder(order)}</div>)
          : null}
      </Stack>
    </Container>
  )
}
