import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { orderProcessingMessages as messages } from '../../../content/messages/payment'
import type { OrderStage } from './paymentStatusViewModel'
import { say } from '../../../content/text'

/** SPEC's order id display: the last 8 characters, uppercased. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(-8).toUpperCase()
}

export interface OrderProcessingPanelProps {
  order: Exclude<OrderStage, { stage: 'hidden' }>
  onRetry: () => void
}

/** 'Order Processing' (SPEC §2): preparing, progress, success, or the failure with Retry. */
export function OrderProcessingPanel({ order, onRetry }: OrderProcessingPanelProps) {
  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="order-processing-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-processing-title">
          {messages.title}
        </Title>
        {order.stage === 'preparing' && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text>{messages.preparing}</Text>
          </Group>
        )}
        {order.stage === 'creating' && (
          <>
            <Text>{messages.creating}</Text>
            <Progress value={100} animated striped aria-label={messages.creatingLabel} />
          </>
        )}
        {order.stage === 'created' && (
          <Alert
            color="teal"
            title={messages.createdTitle}
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          >
            {messages.created(shortOrderId(order.orderId))}
          </Alert>
        )}
        {order.stage === 'failed' && (
          <Alert color="red" title={messages.failedTitle} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{messages.failed(say(order.reason))}</Text>
              <Button color="red" variant="light" onClick={onRetry}>
                {messages.retry}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
