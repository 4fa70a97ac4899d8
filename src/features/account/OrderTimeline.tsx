import { Anchor, Stack, Text } from '@mantine/core'
import { IconCheck, IconClock } from '@tabler/icons-react'
import type { OrderEvent } from '../../api/contract/orders'
import { LocalTimeNote } from '../../components/catalogue/LocalTimeNote'
import { formatLocalTime } from '../../components/catalogue/schedule'
import { orderPageMessages as messages, orderStepLabels } from '../../content/messages/orders'
import { sankalpLink, type TimelineStep } from '../../domain/order/timeline'
import classes from './OrderDetail.module.css'
import { formatRupees, formatWhen, videoTime } from './orderFormat'

function Marker({ state }: { state: TimelineStep['state'] }) {
  return (
    <span className={classes.marker} aria-hidden="true">
      {state === 'done' ? (
        <IconCheck size={16} stroke={3} />
      ) : state === 'next' ? (
        <IconClock size={16} />
      ) : null}
    </span>
  )
}

/** When a step happened or is expected, IST first, then the visitor's own time abroad. */
function StepTime({ step, timeZone }: { step: TimelineStep; timeZone?: string }) {
  const state = messages.stepState[step.state]
  const moment = step.at ?? step.expectedBy
  const when = step.at
    ? formatWhen(step.at)
    : step.expectedBy
      ? messages.expectedBy(formatWhen(step.expectedBy))
      : null
  return (
    <>
      <Text size="sm" c="dark.6">
        {when ? messages.stepStatus(state, when) : state}
      </Text>
      <LocalTimeNote localTime={moment ? formatLocalTime(moment, timeZone) : null} />
    </>
  )
}

/** What a step that happened says besides its time: the payment, the temple, the video, the courier, the refund. */
function StepDetails({ event, refundPending }: { event?: OrderEvent; refundPending: boolean }) {
  switch (event?.step) {
    case 'booked':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {messages.paidWithReference(event.paymentReference)}
        </Text>
      )
    case 'confirmed':
      return <Text size="sm">{messages.confirmedBy(event.temple)}</Text>
    case 'videoReady':
      return (
        <Stack gap={4} align="flex-start">
          <Anchor
            href={event.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.link}
            size="sm"
          >
            {messages.watchVideo}
          </Anchor>
          {event.sankalpAtSecond === undefined ? null : (
            <>
              <Anchor
                href={sankalpLink(event.videoUrl, event.sankalpAtSecond)}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
                size="sm"
                fw={600}
              >
                {messages.jumpToSankalp}
              </Anchor>
              <Text size="xs" c="dark.6">
                {messages.sankalpAt(videoTime(event.sankalpAtSecond))}
              </Text>
            </>
          )}
        </Stack>
      )
    case 'prasadDispatched':
      return (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{messages.shippedWith(event.courier, event.trackingNumber)}</Text>
          <Anchor
            href={event.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.link}
            size="sm"
          >
            {messages.trackPrasad}
          </Anchor>
        </Stack>
      )
    case 'cancelled':
      return (
        <>
          {event.reason ? <Text size="sm">{messages.cancelledReason(event.reason)}</Text> : null}
          {refundPending ? <Text size="sm">{messages.refundPending}</Text> : null}
        </>
      )
    case 'refunded':
      return <Text size="sm">{messages.refunded(formatRupees(event.amount))}</Text>
    default:
      return null
  }
}

/** The order's steps as an ordered list; each step says in words whether it is done, next or still to come. */
export function OrderTimeline({ steps, timeZone }: { steps: readonly TimelineStep[]; timeZone?: string }) {
  const refundPending = steps.some((step) => step.step === 'refunded' && step.state !== 'done')
  return (
    <ol className={classes.timeline}>
      {steps.map((step) => (
        <li key={step.step} className={classes.step} data-state={step.state}>
          <Marker state={step.state} />
          <Stack gap={4}>
            <Text fw={700} c={step.state === 'upcoming' ? 'dark.6' : 'dark.9'}>
              {orderStepLabels[step.step]}
            </Text>
            <StepTime step={step} timeZone={timeZone} />
            <StepDetails event={step.event} refundPending={refundPending} />
          </Stack>
        </li>
      ))}
    </ol>
  )
}
