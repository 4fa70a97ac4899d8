import { Divider, Group, Stack, Text } from '@mantine/core'
import { LocalTimeNote } from '../../components/catalogue/LocalTimeNote'
import { orderSummaryMessages } from '../../content/messages/booking'
import type { BookingSummary } from './bookingSummary'

/** The order as reviewed and paid: title, package or offerings, date and time ('TBD' when unknown), place, total. */
export function OrderSummary({ summary }: { summary: BookingSummary }) {
  const placeLabel = summary.kind === 'puja' ? orderSummaryMessages.location : orderSummaryMessages.temple
  return (
    <Stack gap={6}>
      <Text fw={700}>{summary.title}</Text>
      <Text size="sm" c="gray.7">
        {summary.kind === 'puja' ? orderSummaryMessages.package : orderSummaryMessages.offerings}
      </Text>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {summary.lines.map((line, index) => (
          <Group key={`${index}-${line.name}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{line.name}</Text>
            <Text size="sm" fw={600}>
              {line.price}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" gap="sm" align="flex-start" wrap="nowrap">
        <Text size="sm" c="gray.7">
          {orderSummaryMessages.dateTime}
        </Text>
        <Stack gap={0} align="flex-end" ta="right" style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm">{summary.schedule}</Text>
          <LocalTimeNote localTime={summary.localTime} />
        </Stack>
      </Group>
      <Group justify="space-between" gap="sm" align="flex-start" wrap="nowrap">
        <Text size="sm" c="gray.7">
          {placeLabel}
        </Text>
        <Text size="sm" ta="right">
          {summary.place}
        </Text>
      </Group>
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>{orderSummaryMessages.total}</Text>
        <Text fw={700}>{summary.total}</Text>
      </Group>
      {summary.charged && (
        <Text size="sm" c="gray.7">
          {orderSummaryMessages.charged(summary.charged)}
        </Text>
      )}
    </Stack>
  )
}
