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
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Link } from 'react-router'
import { formatMoney } from '../../domain/money'
import { bookAgainPath, successMessage, type PaymentRequest } from './paymentRequest'

export type PaymentMethod = 'card' | 'upi' | 'netbanking'

export type PaymentPageStatus =
  | { name: 'invalid' }
  | { name: 'form'; request: PaymentRequest; method: PaymentMethod; processing: boolean }
  | { name: 'success'; request: PaymentRequest; transactionId: string }

export interface PaymentPageViewProps {
  status: PaymentPageStatus
  onMethodChange: (method: PaymentMethod) => void
  onPay: () => void
}

const banks = ['State Bank of India', 'HDFC', 'ICICI', 'Axis', 'Punjab National Bank']

/** The simulated payment page of SPEC §2: method forms, order summary, then a success view. */
export function PaymentPageView({ status, onMethodChange, onPay }: PaymentPageViewProps) {
  const narrow = useMediaQuery('(max-width: 30em)')
  if (status.name === 'invalid') {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" ta="center">
          <Title order={1} fz="h2" mb="sm">
            Invalid Payment Request
          </Title>
          <Text mb="lg">Please select a service before proceeding to payment.</Text>
          <Button component={Link} to="/">
            Return to Home
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
            Payment Successful!
          </Title>
          <Text mb="xs">{successMessage(request.type)}</Text>
          <Text size="sm" c="gray.7" mb="lg">
            Transaction ID: {status.transactionId}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/" variant="default">
              Return to Home
            </Button>
            <Button component={Link} to={bookAgainPath(request.type)}>
              Book Again
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
        Payment
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <SegmentedControl
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
              value={method}
              onChange={(value) => onMethodChange(value as PaymentMethod)}
              data={[
                { value: 'card', label: 'Credit/Debit Card' },
                { value: 'upi', label: 'UPI' },
                { value: 'netbanking', label: 'Net Banking' },
              ]}
              aria-label="Payment method"
            />
            {method === 'card' && (
              <Stack gap="sm">
                <TextInput
                  label="Card Number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 5678 9012 3456"
                />
                <Group grow>
                  <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" />
                  <TextInput label="CVV" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
                </Group>
                <TextInput label="Cardholder Name" autoComplete="cc-name" />
              </Stack>
            )}
            {method === 'upi' && (
              <Stack gap="sm">
                <Center
                  h={140}
                  bg="gray.1"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  aria-label="UPI QR code"
                >
                  <Text c="gray.7">QR code</Text>
                </Center>
                <TextInput label="UPI ID" placeholder="name@upi" />
              </Stack>
            )}
            {method === 'netbanking' && (
              <Select label="Select Bank" data={banks} placeholder="Choose your bank" />
            )}
            {donation && (
              <Alert color="saffron">
                Donations are eligible for tax deduction under Section 80G of the Income Tax Act.
              </Alert>
            )}
            <Button size="md" onClick={onPay} loading={processing} disabled={processing}>
              {donation ? 'Complete Donation' : 'Pay Securely'}
            </Button>
            {processing && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">Processing Payment...</Text>
              </Group>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Order Summary
            </Title>
            <Group justify="space-between">
              <Text c="gray.7">Service</Text>
              <Text>{request.service}</Text>
            </Group>
            <Group justify="space-between">
              <Text c="gray.7">Type</Text>
              <Text tt="capitalize">{request.type}</Text>
            </Group>
            {request.items.map((item) => (
              <Group key={item.name} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {item.name} x {item.quantity}
                </Text>
                <Text size="sm">{formatMoney(item.price * item.quantity, 'INR')}</Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700}>{formatMoney(request.amount, 'INR')}</Text>
            </Group>
            <Anchor component={Link} to="/" size="sm">
              Return to Home
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  )
}
