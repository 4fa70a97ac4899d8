import { Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useEffect, useRef } from 'react'
import type { PaymentFigures } from '../../../../machines/paymentStatus.machine'
import { detailLabels } from '../../../content/messages/common'
import { paymentResultMessages as messages } from '../../../content/messages/payment'
import { formatMoney } from '../../../domain/money'
import { DetailList } from '../../../components/DetailList'
import { statusText } from './paymentStatusTexts'

interface PaymentResultCardProps {
  status: string
  payment: PaymentFigures
  rechecking: boolean
}

/**
 * The status icon, title and message, and the transaction id, order id, amount paid and status (SPEC §2); the amount
 * reads as paid only once the payment succeeded (a failed or cancelled one charged nothing). A screen reader hears the
 * result as it comes (its title takes a focus that is on no control) and as it changes (a live region: pending, then
 * paid).
 */
export function PaymentResultCard({ status, payment, rechecking }: PaymentResultCardProps) {
  const text = statusText(status)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // Just loaded (back from the gateway), the focus is on no control: the result takes it, so it is said first.
    if (document.activeElement === document.body) title.current?.focus()
  }, [])
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Stack align="center" ta="center" gap="sm" aria-live="polite">
        <ThemeIcon size={72} radius={72} color={text.color} variant="light" aria-hidden="true">
          <Text fz={36} lh={1} fw={700}>
            {text.icon}
          </Text>
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }} ref={title} tabIndex={-1}>
          {text.title}
        </Title>
        <Text c="gray.7" maw={520}>
          {text.message}
        </Text>
        {rechecking && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{messages.checking}</Text>
          </Group>
        )}
      </Stack>
      <Stack mt="lg">
        <DetailList
          rows={[
            { label: messages.transactionId, value: payment.transactionId || messages.notAvailable },
            { label: detailLabels.orderId, value: payment.orderId || messages.notAvailable },
            {
              label: status === 'SUCCESS' ? messages.amountPaid : messages.amount,
              value: payment.amount === null ? messages.notAvailable : formatMoney(payment.amount, 'INR'),
            },
            { label: messages.status, value: text.label ?? status },
          ]}
        />
      </Stack>
    </Paper>
  )
}
