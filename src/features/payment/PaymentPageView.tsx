import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { commonMessages } from '../../content/messages/common'
import { paymentPageMessages as messages } from '../../content/messages/payment'
import { formatMoney } from '../../domain/money'
import { bookAgainPath, successMessage, type PaymentRequest } from './paymentRequest'

export type PaymentMethod = 'card' | 'upi' | 'netbanking'

export type PaymentPageStatus =
  | { name: 'invalid' }
  | { name: 'form'; request: PaymentRequest; method: PaymentMethod; processing: boolean }
  | { name: 'success'; request: PaymentRequest; transactionId: string }

/**
 * What the page is called in the tab, as its heading: 'Payment', 'Invalid Payment Request' or 'Payment Successful!'.
 */
export function paymentPageName(status: PaymentPageStatus): string {
  if (status.name === 'invalid') return messages.invalidTitle
  if (status.name === 'success') return messages.successTitle
  return commonMessages.payment
}

interface PaymentPageViewProps {
  status: PaymentPageStatus
  onMethodChange: (method: PaymentMethod) => void
  onPay: () => void
}

/** The simulated payment page of SPEC §2: method forms, order summary, then a success view. */
export function PaymentPageView({ status, onMethodChange, onPay }: PaymentPageViewProps) {
  if (status.name === 'invalid') {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" ta="center">
          <Title order={1} fz="h2" mb="sm">
            {messages.invalidTitle}
          </Title>
          <Text mb="lg">{messages.invalidText}</Text>
          <Button component={Link} to="/">
            {commonMessages.returnToHome}
          </Button>
        </Paper>
      </Container>
    )
  }
  if (status.name === 'success') {
    const { request } = status
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" ta="center">
          <Title order={1} fz="h2" mb="sm">
            {messages.successTitle}
          </Title>
          <Text mb="xs">{successMessage(request.type)}</Text>
          <Text size="sm" c="gray.7" mb="lg">
            {messages.transactionId(status.transactionId)}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/" variant="default">
              {commonMessages.returnToHome}
            </Button>
            <Button component={Link} to={bookAgainPath(request.type)}>
              {messages.bookAgain}
            </Button>
          </Group>
        </Paper>
      </Container>
    )
  }
  const { request, method, processing } = status
  const donation = request.type === 'donation'
  return (
    <Container size="lg" py="xl">
      <Title order={1} fz="h2" mb="lg">
        {commonMessages.payment}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Radio.Group
              value={method}
              onChange={(value) => onMethodChange(value as PaymentMethod)}
              label={messages.methodLabel}
            >
              <Group gap="lg" mt="xs">
                <Radio value="card" label={messages.methods.card} />
                <Radio value="upi" label={messages.methods.upi} />
                <Radio value="netbanking" label={messages.methods.netbanking} />
              </Group>
            </Radio.Group>
            {method === 'card' && (
              <Stack gap="sm">
                <TextInput
                  label={messages.cardNumber}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder={messages.cardNumberPlaceholder}
                />
                <Group grow>
                  <TextInput
                    label={messages.expiry}
                    autoComplete="cc-exp"
                    placeholder={messages.expiryPlaceholder}
                  />
                  <TextInput
                    label={messages.cvv}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder={messages.cvvPlaceholder}
                  />
                </Group>
                <TextInput label={messages.cardholderName} autoComplete="cc-name" />
              </Stack>
            )}
            {method === 'upi' && (
              <Stack gap="sm">
                <Center
                  h={140}
                  bg="gray.1"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  aria-label={messages.upiQrLabel}
                >
                  <Text c="gray.7">{messages.upiQr}</Text>
                </Center>
                <TextInput label={messages.upiId} placeholder={messages.upiIdPlaceholder} />
              </Stack>
            )}
            {method === 'netbanking' && (
              <Select label={messages.bank} data={messages.banks} placeholder={messages.bankPlaceholder} />
            )}
            {donation && <Alert color="saffron">{messages.donationTaxNote}</Alert>}
            <Button size="md" onClick={onPay} loading={processing} disabled={processing}>
              {donation ? messages.completeDonation : messages.paySecurely}
            </Button>
            {processing && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">{messages.processing}</Text>
              </Group>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {messages.orderSummary}
            </Title>
            <Group justify="space-between">
              <Text c="gray.7">{messages.service}</Text>
              <Text>{request.service}</Text>
            </Group>
            <Group justify="space-between">
              <Text c="gray.7">{messages.type}</Text>
              <TypeName type={request.type} />
            </Group>
            {request.items.map((item, index) => (
              <Group key={`${index}-${item.name}`} justify="space-between" wrap="nowrap">
                <Text size="sm">{messages.itemQuantity(item.name, item.quantity)}</Text>
                <Text size="sm">{formatMoney(item.price * item.quantity, 'INR')}</Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{commonMessages.total}</Text>
              <Text fw={700}>{formatMoney(request.amount, 'INR')}</Text>
            </Group>
            <Anchor component={Link} to="/" size="sm">
              {commonMessages.returnToHome}
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  )
}

/** The request's type in the language shown; a type the site does not send, as it came. */
function TypeName({ type }: { type: string }) {
  const name = (messages.types as Record<string, string | undefined>)[type]
  return name ? <Text>{name}</Text> : <Text tt="capitalize">{type}</Text>
}
