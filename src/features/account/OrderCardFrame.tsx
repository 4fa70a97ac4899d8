import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from '../../components/LocalLink'
import type { SankalpName } from '../../api/contract/devotee'
import type { OrderStep } from '../../api/contract/orders'
import besideOrBelow from '../../components/besideOrBelow.module.css'
import { SankalpNames } from '../../components/family/SankalpNames'
import { orderCardMessages, orderPageMessages, orderStepLabels } from '../../content/messages/orders'
import { instructionsText } from './orderFormat'
import { OrderStatusBadge } from './OrderStatusBadge'

interface OrderCardFrameProps {
  title: string
  status: string
  specialInstructions?: string
  /** Where the order's own page is, and the step it has reached (issue 14). */
  detailTo: string
  currentStep: OrderStep
  /** The names read in the order's sankalp, if it carries them. */
  sankalpNames?: SankalpName[]
  children: ReactNode
}

/**
 * An order card: name and status, the step it has reached, its facts, the sankalp's names, special instructions if
 * any, and its page.
 */
export function OrderCardFrame(props: OrderCardFrameProps) {
  const { title, status, specialInstructions, detailTo, currentStep, sankalpNames, children } = props
  return (
    <Card component="article" withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg" c="maroon.7" className={besideOrBelow.text}>
            {title}
          </Title>
          <OrderStatusBadge status={status} />
        </Group>
        <Text size="sm">
          <Text span fw={600} inherit>
            {orderPageMessages.currentStep}:
          </Text>{' '}
          {orderStepLabels[currentStep]}
        </Text>
        {children}
        <SankalpNames names={sankalpNames} />
        {specialInstructions?.trim() ? (
          <Stack gap={2}>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              {orderCardMessages.specialInstructions}
            </Text>
            <Text size="sm">{instructionsText(specialInstructions)}</Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button
            component={Link}
            to={detailTo}
            variant="light"
            aria-label={orderPageMessages.viewOrderOf(title)}
          >
            {orderPageMessages.viewOrder}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
