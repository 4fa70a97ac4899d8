import { Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { PaymentFigures } from '../../../../machines/paymentStatus.machine'
import { formatMoney } from '../../../domain/money'
import { DetailList } from '../../../components/DetailList'
import { statusText } from './paymentStatusTexts'

const NOT_AVAILABLE = 'N/A'

export interface PaymentResultCardProps {
  status: string
  payment: PaymentFigures
  rechecking: boolean
}

/** The status icon, title and message, and the transaction id, order id, amount paid and status (SPEC §2). */
export function PaymentResultCard({ status, payment, rechecking }: PaymentResultCardProps) {
  const text = statusText(status)
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius={72} color={text.color} variant="light" aria-hidden="true">
          <Text fz={36} lh={1} fw={700}>
            {text.icon}
          </Text>
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {text.title}
        </Title>
        <Text c="gray.7" maw={520}>
          {text.message}
        </Text>
        {rechecking && (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">Checking payment status...</Text>
          </Group>
        )}
      </Stack>
      <Stack mt="lg">
        <DetailList
          rows={[
            { label: 'Transaction ID', value: payment.transactionId || NOT_AVAILABLE },
            { label: 'Order ID', value: payment.orderId || NOT_AVAILABLE },
            {
              label: 'Amount Paid',
              value: payment.amount === null ? NOT_AVAILABLE : formatMoney(payment.amount, 'INR'),
            },
            { label: 'Status', value: status },
          ]}
        />
      </Stack>
    </Paper>
  )
}
