import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import type { SankalpName } from '../../api/contract/devotee'
import { SankalpNames } from '../../components/family/SankalpNames'
import { paymentPanelMessages } from '../../content/messages/booking'
import { commonMessages } from '../../content/messages/common'
import type { BookingSummary } from './bookingSummary'
import { OrderSummary } from './OrderSummary'

interface PaymentPanelProps {
  summary: BookingSummary
  failed: boolean
  error: string | null
  /** The names read in the sankalp, once the personal details were given. */
  names: SankalpName[]
  onBack: () => void
  onRetry: () => void
}

/**
 * 'Processing Payment': the gateway is being opened; a failure stays here with its message, Back to Details and Try
 * Again (a dropped connection, say, needs no change of details).
 */
export function PaymentPanel({ summary, failed, error, names, onBack, onRetry }: PaymentPanelProps) {
  return (
    <Stack gap="md">
      {failed ? (
        <Alert color="red" role="alert" title={paymentPanelMessages.failedTitle}>
          {error}
        </Alert>
      ) : (
        <Group component="output" gap="sm" aria-live="polite">
          <Loader size="sm" />
          <Text>{paymentPanelMessages.processing}</Text>
        </Group>
      )}
      <Group justify="flex-start">
        <Button variant="default" onClick={onBack}>
          {paymentPanelMessages.backToDetails}
        </Button>
        {failed && <Button onClick={onRetry}>{commonMessages.tryAgain}</Button>}
      </Group>
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Text fw={700}>{paymentPanelMessages.paymentMethod}</Text>
          <Group justify="space-between">
            <Text size="sm">{paymentPanelMessages.selectedMethod}</Text>
            <Badge variant="light">{paymentPanelMessages.selected}</Badge>
          </Group>
          {paymentPanelMessages.comingSoonMethods.map((method) => (
            <Group key={method} justify="space-between">
              <Text size="sm" c="gray.7">
                {method}
              </Text>
              <Badge variant="default" c="gray.7">
                {paymentPanelMessages.comingSoon}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          <OrderSummary summary={summary} />
          <SankalpNames names={names} />
        </Stack>
      </Paper>
    </Stack>
  )
}
