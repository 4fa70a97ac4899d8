import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import type { OrderStage } from './paymentStatusViewModel'

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
          Order Processing
        </Title>
        {order.stage === 'preparing' && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text>Preparing your order...</Text>
          </Group>
        )}
        {order.stage === 'creating' && (
          <>
            <Text>Creating your order...</Text>
            <Progress value={100} animated striped aria-label="Creating your order" />
          </>
        )}
        {order.stage === 'created' && (
          <Alert color="teal" title="Order created successfully!">
            Your order {shortOrderId(order.orderId)} is being processed. You will receive updates on WhatsApp.
          </Alert>
        )}
        {order.stage === 'failed' && (
          <Alert color="red" title="Order not created" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Order creation failed: {order.reason}</Text>
              <Button color="red" variant="light" onClick={onRetry}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
