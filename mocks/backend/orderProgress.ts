/**
 * Issue 14: how the mock backend moves an order through its steps, on its own clock. Nothing is stored: the status
 * history is worked out when the order is read, from when it was booked, the ritual's date and the backend's `now`.
 * The temple confirms soon after booking; the ritual is performed at the order's scheduled date; the video follows
 * that day, the prasad the next day, delivery a few days later. A cancelled order is refunded instead.
 */
import type { ContentLanguage } from '../../src/api/contract/language'
import type { OrderEvent, StatusHistory } from '../../src/api/schemas'
import type { MockDb, StoredChadavaOrder, StoredPoojaOrder } from './db'

const HOUR_MS = 3_600_000

/** After booking (or the cancellation, for the refund), and after the ritual: when each step happens. */
const STEP_DELAYS_MS = {
  confirmed: 2 * HOUR_MS,
  videoReady: 6 * HOUR_MS,
  prasadDispatched: 24 * HOUR_MS,
  delivered: 5 * 24 * HOUR_MS,
  cancelled: HOUR_MS,
  refunded: 3 * 24 * HOUR_MS,
} as const

/** The second of every mock sankalp video at which the devotee's name is read. */
export const SANKALP_AT_SECOND = 95
/** The courier, by the name it goes by in the language a reply is in. */
const COURIER: Record<ContentLanguage, string> = { en: 'India Post', hi: 'भारतीय डाक' }

/** How the backend's clock is read for orders: its time, and whether a scenario has every order cancelled. */
export interface OrderClock {
  now: Date
  cancelAll?: boolean
}

type StoredOrder = StoredPoojaOrder | StoredChadavaOrder

interface Service {
  temple: string
  amountInDollars?: number
}

function serviceOf(db: MockDb, order: StoredOrder): Service {
  if ('poojaId' in order) {
    const puja = db.pujas.find((candidate) => candidate._id === order.poojaId)
    const plan = puja?.pujaPackages.find((candidate) => candidate.packageName === order.selectedPackage)
    return { temple: puja?.location ?? order.poojaName, amountInDollars: plan?.priceInDollars }
  }
  const chadava = db.chadavas.find((candidate) => candidate._id === order.chadavaId)
  const prices = order.selectedOfferings.map(
    (chosen) => chadava?.availableOfferings.find((offering) => offering.name === chosen.name)?.priceInDollars,
  )
  const known = prices.every((price) => price !== undefined)
  return {
    temple: chadava?.templeName ?? order.chadavaName,
    amountInDollars: known ? prices.reduce<number>((sum, price) => sum + (price ?? 0), 0) : undefined,
  }
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms)
const iso = (at: Date) => at.toISOString()

/** A tracking number in India Post's shape (two letters, nine digits, IN), fixed for an order. */
function trackingNumberOf(orderId: string): string {
  const digits = [...orderId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_000_000, 7)
  return `EP${String(digits).padStart(9, '0')}IN`
}

/** Each step of the order's path with the moment it happens, in order. */
function plannedSteps(
  db: MockDb,
  order: StoredOrder,
  cancelled: boolean,
  language: ContentLanguage,
): [Date, OrderEvent][] {
  const booked = new Date(order.createdAt)
  const service = serviceOf(db, order)
  const first: [Date, OrderEvent] = [
    booked,
    {
      step: 'booked',
      at: iso(booked),
      paymentReference: order.merchantOrderId,
      ...(service.amountInDollars === undefined ? {} : { amountInDollars: service.amountInDollars }),
    },
  ]
  if (cancelled) {
    const cancelledAt = later(booked, STEP_DELAYS_MS.cancelled)
    const refundedAt = later(cancelledAt, STEP_DELAYS_MS.refunded)
    return [
      first,
      [cancelledAt, { step: 'cancelled', at: iso(cancelledAt) }],
      [refundedAt, { step: 'refunded', at: iso(refundedAt), amount: order.amount }],
    ]
  }
  const scheduled = Date.parse(order.scheduledDate)
  const performed = new Date(
    Math.max(booked.getTime(), Number.isNaN(scheduled) ? later(booked, 24 * HOUR_MS).getTime() : scheduled),
  )
  const confirmed = new Date(Math.min(later(booked, STEP_DELAYS_MS.confirmed).getTime(), performed.getTime()))
  const video = later(performed, STEP_DELAYS_MS.videoReady)
  const dispatched = later(performed, STEP_DELAYS_MS.prasadDispatched)
  const delivered = later(performed, STEP_DELAYS_MS.delivered)
  const trackingNumber = trackingNumberOf(order._id)
  return [
    first,
    [confirmed, { step: 'confirmed', at: iso(confirmed), temple: service.temple }],
    [performed, { step: 'performed', at: iso(performed) }],
    [
      video,
      {
        step: 'videoReady',
        at: iso(video),
        videoUrl: `https://videos.sankalp.example/sankalp/${order._id}.mp4`,
        sankalpAtSecond: SANKALP_AT_SECOND,
      },
    ],
    [
      dispatched,
      {
        step: 'prasadDispatched',
        at: iso(dispatched),
        courier: COURIER[language],
        trackingNumber,
        trackingUrl: `https://courier.sankalp.example/track/${trackingNumber}`,
      },
    ],
    [delivered, { step: 'delivered', at: iso(delivered) }],
  ]
}

/**
 * The order's status as the backend reports it with its history: 'delivered' once delivered, 'cancelled' once
 * cancelled, and until then the status it was stored with (a new order's 'processing'), so that its badge never
 * contradicts its steps.
 */
export function orderStatusAt(history: StatusHistory, stored: string): string {
  const steps = history.events.map((event) => event.step)
  if (steps.includes('cancelled')) return 'cancelled'
  if (steps.includes('delivered')) return 'delivered'
  return stored
}

/**
 * The order's status history at the clock's time, in the reply's language (the courier's name): the steps done by
 * then, and the next one with its date.
 */
export function statusHistoryOf(
  db: MockDb,
  order: StoredOrder,
  clock: OrderClock,
  language: ContentLanguage = 'en',
): StatusHistory {
  const cancelled = clock.cancelAll === true || order.orderStatus.toLowerCase() === 'cancelled'
  const steps = plannedSteps(db, order, cancelled, language)
  const done = steps.filter(([at]) => at.getTime() <= clock.now.getTime())
  const next = steps[done.length]
  return {
    events: done.map(([, event]) => event),
    ...(next ? { next: { step: next[1].step, expectedBy: iso(next[0]) } } : {}),
  }
}
