import { Alert, Anchor, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { useRef } from 'react'
import { Link } from '../../../components/LocalLink'
import { orderProcessingMessages as messages } from '../../../content/messages/payment'
import { shortOrderId } from '../../../domain/order/shortOrderId'
import type { OrderStage } from './paymentStatusViewModel'
import { say } from '../../../content/text'

/** Where a devotee whose paid booking has no order turns: the contact page. */
function ContactUsLink() {
  return (
    <Anchor component={Link} to="/contact" size="sm">
      {messages.contactUs}
    </Anchor>
  )
}

/** An alert's title in the text colour: teal or yellow on their light background is too faint to read. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } }

interface OrderProcessingPanelProps {
  order: Exclude<OrderStage, { stage: 'hidden' }>
  onRetry: () => void
}

/**
 * 'Order Processing' (SPEC §2): waiting for Complete Your Booking, preparing, progress, success, or the failure with Retry; for a paid booking this
 * browser knows nothing of, where to turn; for one paid from another account, whose sign-in it waits for.
 */
export function OrderProcessingPanel({ order, onRetry }: OrderProcessingPanelProps) {
  const title = useRef<HTMLHeadingElement>(null)
  // Retry goes with the failure it is in: the panel's title keeps the focus, not the page's top.
  const retry = () => {
    title.current?.focus()
    onRetry()
  }
  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="order-processing-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-processing-title" ref={title} tabIndex={-1}>
          {messages.title}
        </Title>
        {order.stage === 'preparing' && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text>{messages.preparing}</Text>
          </Group>
        )}
        {order.stage === 'awaitingDetails' && <Text>{messages.awaitingDetails}</Text>}
        {order.stage === 'creating' && (
          <>
            <Text role="status">{messages.creating}</Text>
            <Progress value={100} animated striped aria-label={messages.creatingLabel} />
          </>
        )}
        {order.stage === 'created' && (
          <Alert color="teal" title={messages.createdTitle} styles={READABLE_TITLE}>
            {messages.created(shortOrderId(order.orderId))}
          </Alert>
        )}
        {order.stage === 'detailsMissing' && (
          <Alert color="yellow" title={messages.detailsMissingTitle} styles={READABLE_TITLE}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{messages.detailsMissing}</Text>
              <ContactUsLink />
            </Stack>
          </Alert>
        )}
        {order.stage === 'otherAccount' && (
          <Alert color="yellow" title={messages.otherAccountTitle} styles={READABLE_TITLE}>
            <Text size="sm">{messages.otherAccount}</Text>
          </Alert>
        )}
        {order.stage === 'failed' && (
          <Alert color="red" title={messages.failedTitle} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{messages.failed(say(order.reason))}</Text>
              <Text size="sm">{messages.paymentSafe}</Text>
              <Group gap="md">
                <Button color="red" variant="light" onClick={retry}>
                  {messages.retry}
                </Button>
                <ContactUsLink />
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
