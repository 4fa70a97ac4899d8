import { Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { orderCardMessages } from '../../content/messages/orders'
import { OrderStatusBadge } from './OrderStatusBadge'

export interface OrderCardFrameProps {
  title: string
  status: string
  specialInstructions?: string
  children: ReactNode
}

/** An order card: name and status, the order's facts, and its special instructions if any. */
export function OrderCardFrame({ title, status, specialInstructions, children }: OrderCardFrameProps) {
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
