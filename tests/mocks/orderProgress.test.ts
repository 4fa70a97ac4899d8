import { describe, expect, it } from 'vitest'
import type { MockDb } from '../../mocks/backend/db'
import { SANKALP_AT_SECOND, statusHistoryOf } from '../../mocks/backend/orderProgress'
import { createPoojaOrder, getOrder } from '../../mocks/backend/orders'
import { initiatePayment, recordOutcome } from '../../mocks/backend/payments'
import { poojaOrderReplySchema } from '../../src/api/schemas'
import { initiateBody, poojaOrderBody, seededDb, SITE, testEnv } from './testEnv'

const BOOKED_AT = new Date('2026-01-01T07:00:00Z')
/** The ritual of poojaOrderBody: 13:00 UTC that day (6:30 PM IST). */
const RITUAL_AT = Date.parse('2026-01-01T13:00:00.000Z')
const HOUR = 3_600_000
const env = testEnv(BOOKED_AT)
const UID = 'mock-919876543210'

function paidOrder(overrides: Record<string, unknown> = {}): { db: MockDb; id: string } {
  let db = initiatePayment(
    seededDb(),
    { body: initiateBody('POOJA_PAID_1', 85_100) },
    env,
    () => `${SITE}/mock-gateway`,
  ).next!
  db = recordOutcome(db, 'POOJA_PAID_1', { state: 'COMPLETED' }, env).next!
  const outcome = createPoojaOrder(db, poojaOrderBody('POOJA_PAID_1', overrides), env)
  return { db: outcome.next!, id: (outcome.reply.body as { orderId: string }).orderId }
}

function orderAt(at: number, clock: { cancelAll?: boolean } = {}) {
  const { db, id } = paidOrder()
  const reply = poojaOrderReplySchema.parse(
    getOrder(db, 'poojaOrders', UID, id, { now: new Date(at), ...clock }).body,
  )
  return reply.data!
}

function historyAt(at: number) {
  return orderAt(at).statusHistory!
}

const steps = (history: { events: { step: string }[] }) => history.events.map((event) => event.step)

describe('an order moves through its steps on the backend clock', () => {
  it('is booked with its payment reference and the dollar price of its package, and expects the temple', () => {
    const history = historyAt(BOOKED_AT.getTime())
    expect(history.events).toEqual([
      { step: 'booked', at: BOOKED_AT.toISOString(), paymentReference: 'POOJA_PAID_1', amountInDollars: 15 },
    ])
    expect(history.next).toEqual({ step: 'confirmed', expectedBy: '2026-01-01T09:00:00.000Z' })
  })

  it('is confirmed by the temple, then performed at the ritual time', () => {
    const confirmed = historyAt(BOOKED_AT.getTime() + 2 * HOUR)
    expect(confirmed.events[1]).toMatchObject({
      step: 'confirmed',
      temple: 'Shri Kashi Vishwanath Temple, Varanasi, Uttar Pradesh',
    })
    expect(confirmed.next).toEqual({ step: 'performed', expectedBy: new Date(RITUAL_AT).toISOString() })
    expect(steps(historyAt(RITUAL_AT - 1))).toEqual(['booked', 'confirmed'])
    expect(steps(historyAt(RITUAL_AT))).toEqual(['booked', 'confirmed', 'performed'])
  })

  it('has its video after the ritual, with the second of the sankalp, then the prasad, then delivery', () => {
    const video = historyAt(RITUAL_AT + 6 * HOUR)
    expect(video.events.at(-1)).toMatchObject({ step: 'videoReady', sankalpAtSecond: SANKALP_AT_SECOND })
    const dispatched = historyAt(RITUAL_AT + 24 * HOUR)
    expect(dispatched.events.at(-1)).toMatchObject({
      step: 'prasadDispatched',
      courier: 'India Post',
      trackingNumber: expect.stringMatching(/^EP\d{9}IN$/),
    })
    const delivered = historyAt(RITUAL_AT + 5 * 24 * HOUR)
    expect(steps(delivered)).toEqual([
      'booked',
      'confirmed',
      'performed',
      'videoReady',
      'prasadDispatched',
      'delivered',
    ])
    expect(delivered.next).toBeUndefined()
  })

  it('a cancelled order is refunded instead of performed', () => {
    const { db, id } = paidOrder()
    const order = db.poojaOrders.find((row) => row._id === id)!
    const cancelled = { ...order, orderStatus: 'cancelled' }
    const early = statusHistoryOf(db, cancelled, { now: new Date(BOOKED_AT.getTime() + 2 * HOUR) })
    expect(steps(early)).toEqual(['booked', 'cancelled'])
    expect(early.next?.step).toBe('refunded')
    const late = statusHistoryOf(db, order, {
      now: new Date(BOOKED_AT.getTime() + 5 * 24 * HOUR),
      cancelAll: true,
    })
    expect(late.events.at(-1)).toMatchObject({ step: 'refunded', amount: 851 })
  })
})

describe('an order’s status', () => {
  it('stays as it was stored (processing) until the order is delivered, then reads delivered', () => {
    expect(orderAt(RITUAL_AT + 24 * HOUR).orderStatus).toBe('processing')
    expect(orderAt(RITUAL_AT + 5 * 24 * HOUR).orderStatus).toBe('delivered')
  })

  it('reads cancelled once the order is cancelled', () => {
    expect(orderAt(BOOKED_AT.getTime(), { cancelAll: true }).orderStatus).toBe('processing')
    expect(orderAt(BOOKED_AT.getTime() + 2 * HOUR, { cancelAll: true }).orderStatus).toBe('cancelled')
  })
})

describe('one order', () => {
  it("is the user's own only: another user's order id and an unknown id are both 404", () => {
    const { db, id } = paidOrder()
    expect(getOrder(db, 'poojaOrders', UID, id, { now: BOOKED_AT }).status).toBe(200)
    expect(getOrder(db, 'poojaOrders', 'mock-910000000000', id, { now: BOOKED_AT })).toEqual({
      status: 404,
      body: { success: false, error: 'Order not found' },
    })
    expect(getOrder(db, 'poojaOrders', UID, 'no-such-order', { now: BOOKED_AT }).status).toBe(404)
    expect(getOrder(db, 'chadavaOrders', UID, id, { now: BOOKED_AT }).status).toBe(404)
  })
})
