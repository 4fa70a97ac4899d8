import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import type { BookingSummary } from './bookingSummary'
import { OrderSummary } from './OrderSummary'

export interface PaymentPanelProps {
  summary: BookingSummary
  failed: boolean
  error: string | null
  onBack: () => void
}

const comingSoon = ['Wallets', 'EMI', 'Pay Later']

/** 'Processing Payment': the gateway is being opened; a failure stays here with its message and Back to Details. */
export function PaymentPanel({ summary, failed, error, onBack }: PaymentPanelProps) {
  return (
    <Stack gap="md">
      {failed ? (
        <Alert color="red" role="alert" title="Payment could not be started">
          {error}
        </Alert>
      ) : (
        <Group component="output" gap="sm" aria-live="polite">
          <Loader size="sm" />
          <Text>Processing Payment...</Text>
        </Group>
      )}
      <Group justify="flex-start">
        <Button variant="default" onClick={onBack}>
          Back to Details
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Text fw={700}>Payment Method</Text>
          <Group justify="space-between">
            <Text size="sm">Card / UPI / Net Banking</Text>
            <Badge variant="light">Selected</Badge>
          </Group>
          {comingSoon.map((method) => (
            <Group key={method} justify="space-between">
              <Text size="sm" c="gray.7">
                {method}
              </Text>
              <Badge variant="default" c="gray.7">
                Coming soon
              </Badge>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <OrderSummary summary={summary} />
      </Paper>
    </Stack>
  )
}
