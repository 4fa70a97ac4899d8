import { Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { SankalpName } from '../../api/schemas'
import { SankalpNames } from '../../components/family/SankalpNames'
import { orderCardMessages } from '../../content/messages/orders'
import { OrderStatusBadge } from './OrderStatusBadge'

export interface OrderCardFrameProps {
  title: string
  status: string
  specialInstructions?: string
  /** The names read in the order's sankalp, if it carries them. */
  sankalpNames?: SankalpName[]
  children: ReactNode
}

/** An order card: name and status, the order's facts, the sankalp's names and its special instructions if any. */
export function OrderCardFrame({
  title,
  status,
  specialInstructions,
  sankalpNames,
  children,
}: OrderCardFrameProps) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" c="maroon.7">
            {title}
          </Title>
          <OrderStatusBadge status={status} />
        </Group>
        {children}
        <SankalpNames names={sankalpNames} />
        {specialInstructions?.trim() ? (
          <Stack gap={2}>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              {orderCardMessages.specialInstructions}
            </Text>
            <Text size="sm">{specialInstructions}</Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  )
}
