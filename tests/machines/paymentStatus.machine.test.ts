import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import {
  RECHECK_BUDGET_MS,
  recheckDelayMs,
  recheckWaitTotalMs,
  statusFromProviderState,
} from '../../machines/paymentStatus.machine'
import { orderCreationFailuresByKind, orderFailureMessages } from '../../src/content/messages/orders'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'
import { failureMessages } from '../../src/content/messages/common'
import { paymentFailureMessages, paymentStatusFailures } from '../../src/content/messages/payment'
import type { PaymentData } from '../../src/domain/payment/paymentData'
import {
  chadavaPaymentData,
  horoscopePaymentData,
  personalDetails,
  pujaPaymentData,
} from '../../src/testing/fixtures/paymentStatusData'
import {
  AUTH_LOADING,
  check,
  settle,
  SIGNED_IN,
  SIGNED_OUT,
  startPaymentStatus,
} from './paymentStatusHarness'

const stored = (data: PaymentData) => ({ kind: 'stored', data }) as const
const puja = stored(pujaPaymentData)
const horoscope = stored(horoscopePaymentData)

describe('paymentStatus machine: reading the payment', () => {
  it('shows the Error screen for stored data that does not parse', async () => {
    const { actor, calls } = startPaymentStatus({
      source: { kind: 'invalid' },
      answers: [check('COMPLETED')],
    })
    await waitFor(actor, (s) => s.matches('invalidData'))
    expect(calls.checks).toBe(0)
  })

  it('shows No Payment Data when there is no route state, session or query', async () => {
    const { actor, calls } = startPaymentStatus({
      source: { kind: 'missing' },
      answers: [check('COMPLETED')],
    })
    await waitFor(actor, (s) => s.matches('noPaymentData'))
    expect(calls.checks).toBe(0)
  })

  it('treats a failing read as invalid data, never a crash', async () => {
    const { actor } = startPaymentStatus({
      source: new Error('storage blocked'),
      answers: [check('COMPLETED')],
    })
    await waitFor(actor, (s) => s.matches('invalidData'))
  })

  it('checks the status while showing the stored figures', async () => {
    const { actor } = startPaymentStatus({ source: puja, answers: [new Promise(() => {}) as never] })
    expect(actor.getSnapshot().matches('reading')).toBe(true)
    const snapshot = await waitFor(actor, (s) => s.matches('checking'))
    expect(snapshot.context.status).toBe('PENDING')
    expect(snapshot.context.payment.amount).toBe(851)
  })
})

describe('paymentStatus machine: the status check', () => {
  it.each([
    ['COMPLETED', 'SUCCESS'],
    ['FAILED', 'FAILED'],
    ['CANCELLED', 'CANCELLED'],
    ['PENDING', 'PENDING'],
    ['INITIATED', 'PENDING'],
    [undefined, 'PENDING'],
  ])('maps provider state %s to %s', (state, status) => {
    expect(statusFromProviderState(state)).toBe(status)
  })

  it('lands in failed and cancelled, creating nothing', async () => {
    for (const [state, target] of [
      ['FAILED', 'failed'],
      ['CANCELLED', 'cancelled'],
    ] as const) {
      const { actor, calls } = startPaymentStatus({ source: puja, answers: [check(state)] })
      await waitFor(actor, (s) => s.matches(target))
      expect(calls.orders).toHaveLength(0)
    }
  })

  it('shows the reply figures: amount in rupees, transaction and order ids', async () => {
    const { actor } = startPaymentStatus({
      source: horoscope,
      answers: [check('COMPLETED', { transactionId: 'T1', orderId: 'OMO1', amountPaise: 10100 })],
    })
    const snapshot = await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(snapshot.context.payment).toEqual({ transactionId: 'T1', orderId: 'OMO1', amount: 101 })
  })

  it('keeps the prior status when the check fails, and creates nothing', async () => {
    const data = { ...pujaPaymentData, status: 'SUCCESS' as const }
    const { actor, calls } = startPaymentStatus({ source: stored(data), answers: [new Error('down')] })
    const snapshot = await waitFor(actor, (s) => s.matches({ pending: 'waiting' }))
    expect(snapshot.context.status).toBe('SUCCESS')
    expect(calls.orders).toHaveLength(0)
  })

  it('checks a query-only payment and, paid, has nothing to create', async () => {
    const { actor, calls } = startPaymentStatus({
      source: { kind: 'query', merchantOrderId: 'POOJA_X' },
      answers: [check('COMPLETED')],
    })
    await waitFor(actor, (s) => s.matches({ paid: 'noOrderData' }))
    expect(calls.orders).toHaveLength(0)
  })

  it('says a query-only payment’s order is made when this browser made it before (a reload after the order)', async () => {
    const { actor, calls } = startPaymentStatus({
      source: { kind: 'query', merchantOrderId: 'POOJA_X', madeOrderId: 'ORDER_1' },
      answers: [check('COMPLETED')],
    })
    const snapshot = await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(snapshot.context.createdOrderId).toBe('ORDER_1')
    expect(calls.orders).toHaveLength(0)
  })

  it('says so even when the check fails, as a successful payment', async () => {
    const { actor, calls } = startPaymentStatus({
      source: { kind: 'query', merchantOrderId: 'POOJA_X', madeOrderId: 'ORDER_1' },
      answers: [new Error('down')],
    })
    const snapshot = await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(snapshot.context.status).toBe('SUCCESS')
    expect(snapshot.context.createdOrderId).toBe('ORDER_1')
    expect(calls.orders).toHaveLength(0)
  })
})

describe('paymentStatus machine: paying again after a failed or cancelled payment', () => {
  it('starts a new attempt for the stored booking and sends the browser to its gateway', async () => {
    for (const [state, target, data] of [
      ['FAILED', 'failed', pujaPaymentData],
      ['CANCELLED', 'cancelled', chadavaPaymentData],
      ['FAILED', 'failed', horoscopePaymentData],
    ] as const) {
      const { actor, calls } = startPaymentStatus({ source: stored(data), answers: [check(state)] })
      await waitFor(actor, (s) => s.matches(target))
      actor.send({ type: 'payment.retry' })
      await waitFor(actor, (s) => s.matches({ payingAgain: 'redirecting' }))
      expect(calls.restarted).toEqual([data])
      expect(calls.redirects).toEqual(['https://gateway.example/pay/2'])
      expect(calls.orders).toHaveLength(0)
    }
  })

  it('stays on the status with the reason when the attempt cannot start, and can try once more', async () => {
    const refusal = textOf(paymentFailureMessages, 'paymentInitiateFailed')
    let attempts = 0
    const { actor, calls } = startPaymentStatus({
      source: puja,
      answers: [check('FAILED')],
      restartPayment: async () => {
        attempts += 1
        if (attempts === 1) throw new TextError(refusal)
        return 'https://gateway.example/pay/3'
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'payment.retry' })
    const refused = await waitFor(actor, (s) => s.matches('failed') && s.context.retryError !== null)
    expect(spoken(refused.context.retryError)).toBe('Failed to initiate payment. Please try again.')
    expect(refused.context.status).toBe('FAILED')
    expect(calls.redirects).toEqual([])
    actor.send({ type: 'payment.retry' })
    const leaving = await waitFor(actor, (s) => s.matches({ payingAgain: 'redirecting' }))
    expect(leaving.context.retryError).toBeNull()
    expect(calls.redirects).toEqual(['https://gateway.example/pay/3'])
  })

  it('starts one attempt however often Pay Again is pressed', async () => {
    const { actor, calls } = startPaymentStatus({
      source: puja,
      answers: [check('FAILED')],
      restartPayment: () => new Promise(() => {}),
    })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'payment.retry' })
    actor.send({ type: 'payment.retry' })
    await settle()
    expect(calls.restarted).toHaveLength(1)
  })

  it('never pays again for a payment that succeeded, one known only by its id, or a booking whose day has passed', async () => {
    const dayAfterThePuja = Date.parse('2026-11-26T00:00:00.000Z')
    const cases = [
      { source: puja, answer: 'COMPLETED', target: { paid: 'collectingDetails' }, now: undefined },
      {
        source: { kind: 'query', merchantOrderId: 'POOJA_X' },
        answer: 'CANCELLED',
        target: 'cancelled',
        now: undefined,
      },
      { source: puja, answer: 'FAILED', target: 'failed', now: dayAfterThePuja },
    ] as const
    for (const { source, answer, target, now } of cases) {
      const { actor, calls } = startPaymentStatus({ source, answers: [check(answer)], now })
      await waitFor(actor, (s) => s.matches(target))
      actor.send({ type: 'payment.retry' })
      await settle()
      expect(actor.getSnapshot().matches(target)).toBe(true)
      expect(calls.restarted).toHaveLength(0)
    }
  })
})

describe('paymentStatus machine: while pending', () => {
  it('backs off 3 s, 5 s, 10 s, 20 s, then 30 s, within 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(recheckDelayMs)).toEqual([
      3000, 5000, 10000, 20000, 30000, 30000, 30000,
    ])
    expect(recheckWaitTotalMs(32)).toBeLessThanOrEqual(RECHECK_BUDGET_MS)
    expect(recheckWaitTotalMs(33)).toBeGreaterThan(RECHECK_BUDGET_MS)
  })

  it('checks again after the wait and goes on to SUCCESS', async () => {
    const { actor, calls, clock } = startPaymentStatus({
      source: horoscope,
      answers: [check('PENDING'), check('COMPLETED')],
    })
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }))
    clock.increment(2_999)
    await settle()
    expect(calls.checks).toBe(1)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.checks).toBe(2)
    expect(calls.orders).toHaveLength(1)
  })

  it('stops after 15 minutes of checks and checks again on request', async () => {
    const { actor, calls, clock } = startPaymentStatus({ source: horoscope, answers: [check('PENDING')] })
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }))
    for (let i = 0; i < 40 && !actor.getSnapshot().matches({ pending: 'stopped' }); i += 1) {
      clock.increment(recheckDelayMs(calls.checks))
      await settle()
    }
    expect(actor.getSnapshot().matches({ pending: 'stopped' })).toBe(true)
    expect(calls.checks).toBe(33)
    clock.increment(RECHECK_BUDGET_MS)
    await settle()
    expect(calls.checks).toBe(33)
    actor.send({ type: 'status.recheck' })
    await settle()
    expect(calls.checks).toBe(34)
    expect(actor.getSnapshot().matches({ pending: 'waiting' })).toBe(true)
  })

  it('makes no more checks once the page is left', async () => {
    const { actor, calls, clock } = startPaymentStatus({ source: horoscope, answers: [check('PENDING')] })
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }))
    actor.stop()
    clock.increment(RECHECK_BUDGET_MS)
    await settle()
    expect(calls.checks).toBe(1)
  })

  it('a failed re-check keeps PENDING, says why, and keeps checking; the next answer clears it', async () => {
    const { actor, calls, clock } = startPaymentStatus({
      source: horoscope,
      answers: [
        check('PENDING'),
        new TextError(textOf(paymentStatusFailures, 'unreachable')),
        check('COMPLETED'),
      ],
    })
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }))
    expect(actor.getSnapshot().context.checkError).toBeNull()
    clock.increment(3_000)
    await settle()
    expect(actor.getSnapshot().context.status).toBe('PENDING')
    expect(spoken(actor.getSnapshot().context.checkError)).toBe(paymentStatusFailures.unreachable)
    clock.increment(5_000)
    const created = await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(created.context.checkError).toBeNull()
    expect(calls.checks).toBe(3)
  })
})

describe('paymentStatus machine: order creation', () => {
  it('asks for personal details first, then creates one puja order with the uid and merchantOrderId', async () => {
    const { actor, calls } = startPaymentStatus({ source: puja, answers: [check('COMPLETED')] })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    expect(calls.orders).toHaveLength(0)
    actor.send({ type: 'details.submit', personalDetails })
    const snapshot = await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.saved).toEqual([personalDetails])
    expect(calls.orders).toHaveLength(1)
    expect(calls.orders[0]).toMatchObject({ kind: 'puja', uid: 'user-1', personalDetails })
    expect(calls.orders[0].data.merchantOrderId).toBe(pujaPaymentData.merchantOrderId)
    expect(snapshot.context.createdOrderId).toBe('order-1')
    expect(calls.cleared).toBe(1)
  })

  it('keeps what is typed in the form as a draft of the payment, until the session held on the page ends', async () => {
    const { actor, calls } = startPaymentStatus({ source: puja, answers: [check('COMPLETED')] })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    const typed = { ...personalDetails, gotra: 'Kash' }
    actor.send({ type: 'details.change', personalDetails: typed })
    await waitFor(actor, () => calls.drafts.length === 1)
    expect(calls.drafts).toEqual([
      { merchantOrderId: pujaPaymentData.merchantOrderId, personalDetails: typed },
    ])

    // Signed out (here, or in another tab): a phone that may be shared keeps nothing typed after.
    actor.send({ type: 'auth.changed', auth: SIGNED_OUT })
    actor.send({ type: 'details.change', personalDetails })
    actor.send({ type: 'auth.changed', auth: SIGNED_IN })
    actor.send({ type: 'details.change', personalDetails })
    await settle()
    expect(calls.drafts).toHaveLength(1)
  })

  it('keeps no draft once the details are submitted', async () => {
    const { actor, calls } = startPaymentStatus({ source: puja, answers: [check('COMPLETED')] })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    actor.send({ type: 'details.submit', personalDetails })
    actor.send({ type: 'details.change', personalDetails })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    actor.send({ type: 'details.change', personalDetails })
    await settle()
    expect(calls.drafts).toEqual([])
  })

  it('creates the order with the details taken before payment, never showing the form again', async () => {
    const { actor, calls } = startPaymentStatus({
      source: stored({ ...pujaPaymentData, personalDetails }),
      answers: [check('COMPLETED')],
    })
    const seen: string[] = []
    actor.subscribe((snapshot) => seen.push(JSON.stringify(snapshot.value)))
    const settled = await waitFor(
      actor,
      (s) => s.matches({ paid: 'orderCreated' }) || s.matches({ paid: 'collectingDetails' }),
    )
    expect(settled.value).toEqual({ paid: 'orderCreated' })
    expect(
      seen.filter((value) => value.includes('collectingDetails') || value.includes('savingDetails')),
    ).toEqual([])
    expect(calls.saved).toEqual([])
    expect(calls.orders).toHaveLength(1)
    expect(calls.orders[0]).toMatchObject({ kind: 'puja', personalDetails })
  })

  it('asks again, filled in, when the stored details are not valid, and never orders with them', async () => {
    const invalid = { ...personalDetails, gotra: '  ', pincode: '2210' }
    const { actor, calls } = startPaymentStatus({
      source: stored({ ...pujaPaymentData, personalDetails: invalid }),
      answers: [check('COMPLETED')],
    })
    const collecting = await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    expect(collecting.context.personalDetails).toEqual(invalid)
    actor.send({ type: 'details.submit', personalDetails: invalid })
    await settle()
    expect(actor.getSnapshot().matches({ paid: 'collectingDetails' })).toBe(true)
    expect(calls.saved).toEqual([])
    expect(calls.orders).toHaveLength(0)
    actor.send({ type: 'details.submit', personalDetails })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toEqual([expect.objectContaining({ personalDetails })])
  })

  it('ignores a second details submit', async () => {
    const { actor, calls } = startPaymentStatus({ source: puja, answers: [check('COMPLETED')] })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    actor.send({ type: 'details.submit', personalDetails })
    actor.send({ type: 'details.submit', personalDetails })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toHaveLength(1)
  })

  it('waits while auth loads, then creates the order once signed in', async () => {
    const data = { ...chadavaPaymentData, returnTo: undefined }
    const { actor, calls } = startPaymentStatus({
      source: stored(data),
      answers: [check('COMPLETED')],
      auth: AUTH_LOADING,
    })
    await waitFor(actor, (s) => s.matches({ paid: 'awaitingAuth' }))
    await settle()
    expect(calls.orders).toHaveLength(0)
    actor.send({ type: 'auth.changed', auth: SIGNED_IN })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toHaveLength(1)
    expect(calls.orders[0].kind).toBe('chadava')
  })

  it('without a uid shows the sign-in message and creates nothing; Retry once signed in works', async () => {
    const data = { ...pujaPaymentData, returnTo: undefined }
    const { actor, calls } = startPaymentStatus({
      source: stored(data),
      answers: [check('COMPLETED')],
      auth: AUTH_LOADING,
    })
    actor.send({ type: 'auth.changed', auth: SIGNED_OUT })
    const failed = await waitFor(actor, (s) => s.matches({ paid: 'orderFailed' }))
    expect(spoken(failed.context.orderError)).toBe(orderFailureMessages.authRequiredForOrders)
    expect(calls.orders).toHaveLength(0)
    actor.send({ type: 'order.retry' })
    expect(spoken(actor.getSnapshot().context.orderError)).toBe(orderFailureMessages.authRequiredForOrders)
    actor.send({ type: 'auth.changed', auth: SIGNED_IN })
    actor.send({ type: 'order.retry' })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toHaveLength(1)
  })

  it('creates a horoscope order without sign-in, after auth loading', async () => {
    const { actor, calls } = startPaymentStatus({
      source: horoscope,
      answers: [check('COMPLETED')],
      auth: AUTH_LOADING,
    })
    await waitFor(actor, (s) => s.matches({ paid: 'awaitingAuth' }))
    actor.send({ type: 'auth.changed', auth: SIGNED_OUT })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toEqual([expect.objectContaining({ kind: 'horoscope', uid: null })])
  })

  it('shows a failure, keeps the session, and a double-clicked Retry makes one more call', async () => {
    const { actor, calls } = startPaymentStatus({
      source: horoscope,
      answers: [check('COMPLETED')],
      createOrder: async (_, call) => {
        if (call === 1) throw new TextError(textOf(orderCreationFailuresByKind.horoscope, 'http'))
        return 'H1'
      },
    })
    const failed = await waitFor(actor, (s) => s.matches({ paid: 'orderFailed' }))
    expect(spoken(failed.context.orderError)).toBe('Failed to create horoscope order')
    expect(calls.cleared).toBe(0)
    actor.send({ type: 'order.retry' })
    actor.send({ type: 'order.retry' })
    const created = await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toHaveLength(2)
    expect(created.context.createdOrderId).toBe('H1')
    expect(created.context.orderError).toBeNull()
    expect(calls.cleared).toBe(1)
  })

  it('uses the generic message for a failure without one', async () => {
    const { actor } = startPaymentStatus({
      source: horoscope,
      answers: [check('COMPLETED')],
      createOrder: () => Promise.reject('boom'),
    })
    const failed = await waitFor(actor, (s) => s.matches({ paid: 'orderFailed' }))
    expect(spoken(failed.context.orderError)).toBe(failureMessages.genericError)
  })

  it('never creates an order for a payment that is not SUCCESS', async () => {
    const { actor, calls } = startPaymentStatus({
      source: puja,
      answers: [check('PENDING')],
      auth: SIGNED_IN,
    })
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }))
    actor.send({ type: 'details.submit', personalDetails })
    actor.send({ type: 'order.retry' })
    await settle()
    expect(calls.orders).toHaveLength(0)
    expect(calls.saved).toHaveLength(0)
  })
})

describe('paymentStatus machine: a booking bound to the account that paid', () => {
  const ownBooking = stored({ ...pujaPaymentData, uid: SIGNED_IN.uid! })
  const otherUser = { loading: false, uid: 'user-2' }

  it('orders nothing for another account signed in, and goes on once the paying account signs in', async () => {
    const { actor, calls } = startPaymentStatus({
      source: ownBooking,
      answers: [check('COMPLETED')],
      auth: otherUser,
    })
    await waitFor(actor, (s) => s.matches({ paid: 'otherAccount' }))
    actor.send({ type: 'details.submit', personalDetails })
    actor.send({ type: 'order.retry' })
    await settle()
    expect(calls.orders).toEqual([])
    expect(calls.saved).toEqual([])

    actor.send({ type: 'auth.changed', auth: SIGNED_IN })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    actor.send({ type: 'details.submit', personalDetails })
    await waitFor(actor, (s) => s.matches({ paid: 'orderCreated' }))
    expect(calls.orders).toEqual([expect.objectContaining({ uid: SIGNED_IN.uid })])
  })

  it('asks for no details while sign-in loads', async () => {
    const { actor } = startPaymentStatus({
      source: ownBooking,
      answers: [check('COMPLETED')],
      auth: AUTH_LOADING,
    })
    await waitFor(actor, (s) => s.matches({ paid: 'routing' }))
    await settle()
    expect(actor.getSnapshot().matches({ paid: 'routing' })).toBe(true)
    actor.send({ type: 'auth.changed', auth: SIGNED_IN })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
  })

  it('closes the form when the paying account signs out, and a Retry by the next user orders nothing', async () => {
    const { actor, calls } = startPaymentStatus({ source: ownBooking, answers: [check('COMPLETED')] })
    await waitFor(actor, (s) => s.matches({ paid: 'collectingDetails' }))
    actor.send({ type: 'auth.changed', auth: SIGNED_OUT })
    const failed = await waitFor(actor, (s) => s.matches({ paid: 'orderFailed' }))
    expect(spoken(failed.context.orderError)).toBe(orderFailureMessages.authRequiredForOrders)
    actor.send({ type: 'auth.changed', auth: otherUser })
    actor.send({ type: 'order.retry' })
    await waitFor(actor, (s) => s.matches({ paid: 'otherAccount' }))
    expect(calls.orders).toEqual([])
  })

  it('does not let another account pay again for it', async () => {
    const { actor, calls } = startPaymentStatus({
      source: stored({ ...pujaPaymentData, uid: SIGNED_IN.uid!, status: 'FAILED' }),
      answers: [check('FAILED')],
      auth: otherUser,
    })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'payment.retry' })
    await settle()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(calls.restarted).toEqual([])
  })
})
