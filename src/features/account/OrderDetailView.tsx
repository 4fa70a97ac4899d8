import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { AddToCalendar } from '../../components/AddToCalendar'
import { useFocusBackAfterBusy } from '../../components/useFocusBackAfterBusy'
import { commonMessages } from '../../content/messages/common'
import { orderListMessages, orderPageMessages as messages } from '../../content/messages/orders'
import { orderTimeline } from '../../domain/order/timeline'
import classes from './OrderDetail.module.css'
import { orderRitualEvent, type OrderDetail } from './orderDetail'
import { OrderReceipt } from './OrderReceipt'
import { OrderTimeline } from './OrderTimeline'

export type OrderDetailStatus = 'loading' | 'loaded' | 'refreshing' | 'failed' | 'notFound'

interface OrderDetailViewProps {
  /** 'Puja order' or 'Chadava order'. */
  heading: string
  backTo: string
  backLabel: string
  status: OrderDetailStatus
  order: OrderDetail | null
  error: string | null
  showDollars: boolean
  /** The visitor's time zone (the browser's when not given). */
  timeZone?: string
  onRefresh: () => void
  onRetry: () => void
  onPrint: () => void
}

function Body(props: OrderDetailViewProps) {
  const { status, order, error } = props
  if (status === 'loading') {
    return (
      <Center py="xl" role="status" aria-label={messages.loading}>
        <Loader />
      </Center>
    )
  }
  if (status === 'notFound') {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} fz="xl">
            {messages.notFoundTitle}
          </Title>
          <Text c="gray.7">{messages.notFoundText}</Text>
        </Stack>
      </Paper>
    )
  }
  if (status === 'failed' || !order) {
    return (
      <Alert color="red.9" variant="filled" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text inherit>{error}</Text>
          <Button variant="white" color="red.9" onClick={props.onRetry}>
            {commonMessages.tryAgain}
          </Button>
        </Stack>
      </Alert>
    )
  }
  const ritual = orderRitualEvent(order)
  return (
    <>
      {error ? (
        <Alert color="red.9" variant="filled" role="alert" className={classes.noPrint}>
          {error}
        </Alert>
      ) : null}
      <Paper
        withBorder
        radius="lg"
        p="lg"
        component="section"
        aria-labelledby="order-timeline"
        className={classes.noPrint}
      >
        <Stack gap="md">
          <Title order={2} fz="h3" id="order-timeline">
            {messages.timelineTitle}
          </Title>
          <OrderTimeline steps={orderTimeline(order)} timeZone={props.timeZone} />
        </Stack>
      </Paper>
      <OrderReceipt
        order={order}
        showDollars={props.showDollars}
        timeZone={props.timeZone}
        onPrint={props.onPrint}
      />
      {ritual ? (
        <div className={classes.noPrint}>
          <AddToCalendar event={ritual} />
        </div>
      ) : null}
    </>
  )
}

/**
 * One order (issue 14): its receipt, its timeline step by step, Add to calendar; or loading, the error, 'not found'.
 */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { status, order } = props
  const refreshButton = useFocusBackAfterBusy(status === 'refreshing')
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={props.backTo} size="sm" className={classes.noPrint}>
          {props.backLabel}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Text c="gray.7" fw={600} tt="uppercase" size="sm">
              {props.heading}
            </Text>
            <Title order={1} c="maroon.7" fz={{ base: 26, sm: 34 }}>
              {order && status !== 'notFound' ? order.service : props.heading}
            </Title>
          </Stack>
          {status === 'loaded' || status === 'refreshing' ? (
            <Button
              ref={refreshButton}
              variant="light"
              onClick={props.onRefresh}
              loading={status === 'refreshing'}
              className={classes.noPrint}
            >
              {orderListMessages.refresh}
            </Button>
          ) : null}
        </Group>
        <Body {...props} />
      </Stack>
    </Container>
  )
}
