import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { Link } from '../../../components/LocalLink'
import { commonMessages } from '../../../content/messages/common'
import { paymentFailureMessages, paymentStatusMessages as messages } from '../../../content/messages/payment'
import type { PaymentData } from '../../../domain/payment/paymentData'
import { ritualEventOf } from '../../../domain/payment/ritualEvent'
import { AddToCalendar } from '../../../components/AddToCalendar'
import { ChadavaBookedDialog } from './ChadavaBookedDialog'
import { CompleteBookingForm } from './CompleteBookingForm'
import { OrderProcessingPanel } from './OrderProcessingPanel'
import { PaymentDetailsSections } from './PaymentDetailsSections'
import { PaymentResultCard } from './PaymentResultCard'
import type { PayAgain, PaymentStatusActions, StatusScreen } from './paymentStatusViewModel'
import { say } from '../../../content/text'
import { statusLinks } from './statusLinks'

export type PaymentStatusViewProps = StatusScreen & PaymentStatusActions

function ProblemScreen({ title, message }: { title: string; message: string }) {
  return (
    <Stack align="center" ta="center" py={48}>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{message}</Text>
      <Button component={Link} to="/virtual-puja">
        {commonMessages.browsePujas}
      </Button>
    </Stack>
  )
}

/** /payment/success (SPEC §2): checking, the result with details, form and order panel, or an error screen. */
export function PaymentStatusView(props: PaymentStatusViewProps) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      {props.screen === 'checking' && (
        <Stack align="center" py={80} aria-live="polite">
          <Loader size="lg" aria-hidden="true" />
          <Text fz="lg">{messages.checking}</Text>
        </Stack>
      )}
      {props.screen === 'invalidData' && (
        <ProblemScreen
          title={messages.invalidDataTitle}
          message={paymentFailureMessages.invalidPaymentData}
        />
      )}
      {props.screen === 'noPaymentData' && (
        <ProblemScreen
          title={messages.noPaymentDataTitle}
          message={paymentFailureMessages.noPaymentInformation}
        />
      )}
      {props.screen === 'result' && <ResultScreen {...props} />}
    </Container>
  )
}

function ResultScreen(props: Extract<PaymentStatusViewProps, { screen: 'result' }>) {
  const { status, payment, data, kind, rechecking, recheck, detailsForm, order } = props
  return (
    <Stack gap="lg">
      <PaymentResultCard status={status} payment={payment} rechecking={rechecking} />
      {props.checkError && (
        <Text size="sm" c="red.9" ta="center">
          {say(props.checkError)}
        </Text>
      )}
      <PayAgainOffer payAgain={props.payAgain} onPayAgain={props.onPayAgain} />
      {recheck === 'scheduled' && !rechecking && (
        <Text size="sm" c="gray.7" ta="center">
          {messages.recheckScheduled}
        </Text>
      )}
      {recheck === 'stopped' && (
        <Stack align="center" gap="xs">
          <Text size="sm" c="gray.7" ta="center">
            {messages.recheckStopped}
          </Text>
          <Button variant="light" onClick={props.onRecheck}>
            {messages.checkAgain}
          </Button>
        </Stack>
      )}
      {detailsForm && (
        <CompleteBookingForm
          {...detailsForm}
          onChange={props.onDetailsChange}
          onSubmit={props.onSubmitDetails}
        />
      )}
      {order.stage !== 'hidden' && <OrderProcessingPanel order={order} onRetry={props.onRetryOrder} />}
      {data?.chadavaDetails && order.stage === 'created' && (
        <ChadavaBookedDialog chadavaName={data.chadavaDetails.title} />
      )}
      {data && order.stage === 'created' && <RitualCalendar data={data} orderId={order.orderId} />}
      {data && <PaymentDetailsSections data={data} />}
      <Group justify="center">
        {statusLinks(kind, order.stage === 'created').map((link, index) => (
          <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? 'filled' : 'light'}>
            {link.label}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}

/** After a failed or cancelled payment: the same booking paid again, and why the last try did not start. */
function PayAgainOffer({ payAgain, onPayAgain }: { payAgain: PayAgain; onPayAgain: () => void }) {
  if (payAgain.stage === 'unavailable') return null
  return (
    <Stack align="center" gap="xs">
      {payAgain.stage === 'ready' && payAgain.error && (
        <Alert color="red" role="alert" w="100%">
          {say(payAgain.error)}
        </Alert>
      )}
      <Text size="sm" c="gray.7" ta="center">
        {messages.payAgainNote}
      </Text>
      <Button onClick={onPayAgain} loading={payAgain.stage === 'starting'}>
        {messages.payAgain}
      </Button>
    </Stack>
  )
}

function RitualCalendar({ data, orderId }: { data: PaymentData; orderId: string }) {
  const event = ritualEventOf(data, orderId)
  return event ? <AddToCalendar event={event} /> : null
}
