/**
 * Issue 14: an order's timeline from its status history. A paid order follows PAID_PATH; one that was cancelled
 * follows CANCELLED_PATH instead. Each step is done (with when it happened), next (with the date it is expected by,
 * when the backend gives one) or still to come.
 */
import type { OrderEvent, OrderStep, StatusHistory } from '../../api/contract/orders'

const PAID_PATH: readonly OrderStep[] = [
  'booked',
  'confirmed',
  'performed',
  'videoReady',
  'prasadDispatched',
  'delivered',
]
const CANCELLED_PATH: readonly OrderStep[] = ['booked', 'cancelled', 'refunded']

type StepState = 'done' | 'next' | 'upcoming'

export interface TimelineStep {
  step: OrderStep
  state: StepState
  /** When it happened (done steps). */
  at?: string
  /** What the backend said of it (done steps that carry details). */
  event?: OrderEvent
  /** When it is expected by (the next step, when known). */
  expectedBy?: string
}

/** What the timeline needs of an order: when it was made, and its history when the backend sends one. */
interface TrackedOrder {
  createdAt: string
  statusHistory?: StatusHistory
}

/**
 * The order's history; an order the backend sends without one was booked when it was made, and nothing more is known.
 */
function historyOf(order: TrackedOrder): {
  events: readonly Partial<OrderEvent>[]
  next?: StatusHistory['next']
} {
  return order.statusHistory ?? { events: [{ step: 'booked', at: order.createdAt }] }
}

export function orderTimeline(order: TrackedOrder): TimelineStep[] {
  const history = historyOf(order)
  const cancelled = history.events.some((event) => event.step === 'cancelled')
  return (cancelled ? CANCELLED_PATH : PAID_PATH).map((step) => {
    const event = history.events.find((candidate) => candidate.step === step)
    if (event) {
      const details = order.statusHistory ? { event: event as OrderEvent } : {}
      return { step, state: 'done', at: event.at, ...details }
    }
    if (history.next?.step === step) return { step, state: 'next', expectedBy: history.next.expectedBy }
    return { step, state: 'upcoming' }
  })
}

/** The last step done: what the order card shows. */
export function currentStep(order: TrackedOrder): OrderStep {
  return orderTimeline(order).findLast((step) => step.state === 'done')?.step ?? 'booked'
}

/** The event of a step, when it has happened. */
export function eventOf<S extends OrderStep>(
  order: TrackedOrder,
  step: S,
): Extract<OrderEvent, { step: S }> | undefined {
  return order.statusHistory?.events.find(
    (event): event is Extract<OrderEvent, { step: S }> => event.step === step,
  )
}

/** The video at the second the devotee's name is read, with the media-fragment `#t=` (any other fragment replaced). */
export function sankalpLink(videoUrl: string, second: number): string {
  const url = new URL(videoUrl)
  url.hash = `t=${second}`
  return url.toString()
}
