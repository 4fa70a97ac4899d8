import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { GatewayOutcomeState } from '../../api/contract/mockServices'
import { detailLabels } from '../../content/messages/common'
import { mockGatewayMessages as messages } from '../../content/messages/payment'
import { formatMoney } from '../../domain/money'
import { say, type Text as NamedText } from '../../content/text'

export type MockGatewayStatus =
  | { name: 'unavailable' }
  | { name: 'loading' }
  | { name: 'error'; message: NamedText }
  | {
      name: 'ready'
      merchantName: string
      merchantOrderId: string
      amountPaise: number
      submitting: GatewayOutcomeState | null
      error: NamedText | null
    }

interface MockGatewayViewProps {
  status: MockGatewayStatus
  onChoose: (state: GatewayOutcomeState) => void
}

/** Each outcome's button; its label is messages.outcomes[state], read as the view renders. */
const choices: {
  state: GatewayOutcomeState
  color?: string
  variant: 'filled' | 'light' | 'default'
}[] = [
  { state: 'COMPLETED', variant: 'filled' },
  { state: 'FAILED', color: 'red', variant: 'light' },
  { state: 'CANCELLED', variant: 'default' },
  { state: 'PENDING', variant: 'default' },
]

/** The mock site's stand-in for the payment gateway: the merchant, the amount and the four outcomes. */
export function MockGatewayView({ status, onChoose }: MockGatewayViewProps) {
  return (
    <Container size={480} py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <Stack gap="md">
          <Title order={1} ff="text" fz="xs" tt="uppercase" fw={700} c="gray.7">
            {messages.heading}
          </Title>
          <MockGatewayBody status={status} onChoose={onChoose} />
        </Stack>
      </Paper>
    </Container>
  )
}

function MockGatewayBody({ status, onChoose }: MockGatewayViewProps) {
  switch (status.name) {
    case 'unavailable':
      return <Alert color="gray">{messages.unavailable}</Alert>
    case 'loading':
      return (
        <Text role="status" c="gray.7">
          {messages.loading}
        </Text>
      )
    case 'error':
      return (
        <Alert color="red" role="alert">
          {say(status.message)}
        </Alert>
      )
    case 'ready':
      return (
        <Stack gap="md">
          <div>
            <Text size="sm" c="gray.7">
              {messages.payingTo}
            </Text>
            <Title order={2} fz="h2">
              {status.merchantName}
            </Title>
          </div>
          <Group justify="space-between">
            <Text c="gray.7">{detailLabels.amount}</Text>
            <Text fw={700} fz="xl">
              {formatMoney(status.amountPaise / 100, 'INR')}
            </Text>
          </Group>
          <Text size="xs" c="gray.7" style={{ wordBreak: 'break-all' }}>
            {messages.order(status.merchantOrderId)}
          </Text>
          {status.error && (
            <Alert color="red" role="alert">
              {say(status.error)}
            </Alert>
          )}
          <SimpleGrid cols={2} spacing="sm">
            {choices.map((choice) => (
              <Button
                key={choice.state}
                color={choice.color}
                variant={choice.variant}
                loading={status.submitting === choice.state}
                disabled={status.submitting !== null}
                onClick={() => onChoose(choice.state)}
              >
                {messages.outcomes[choice.state]}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      )
  }
}
