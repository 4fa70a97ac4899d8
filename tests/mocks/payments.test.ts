import { describe, expect, it } from 'vitest'
import type { MockDb } from '../../mocks/backend/db'
import {
  initiatePayment,
  paymentStatus,
  recordOutcome,
  transactionDetails,
} from '../../mocks/backend/payments'
import { paymentStatusReplySchema } from '../../src/api/schemas'
import { initiateBody, seededDb, SITE, testEnv } from './testEnv'

const env = testEnv()
const gatewayUrl = (payment: { merchantOrderId: string }) =>
  `${SITE}/mock-gateway?merchantOrderId=${payment.merchantOrderId}`

function initiated(id = 'POOJA_TEST_1', amount = 85_100): MockDb {
  const outcome = initiatePayment(seededDb(), { body: initiateBody(id, amount) }, env, gatewayUrl)
  expect(outcome.next).toBeDefined()
  return outcome.next!
}

function decided(state: 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'PENDING', id = 'POOJA_TEST_1'): MockDb {
  return recordOutcome(initiated(id), id, { state }, env).next ?? initiated(id)
}

describe('payment initiation', () => {
  it('records a PENDING payment in paise with its customer and answers the gateway page', () => {
    const outcome = initiatePayment(seededDb(), { body: initiateBody('POOJA_TEST_1') }, env, gatewayUrl)
    expect(outcome.reply).toEqual({
      status: 200,
      body: { success: true, redirectUrl: `${SITE}/mock-gateway?merchantOrderId=POOJA_TEST_1` },
    })
    const payment = outcome.next!.payments.find((p) => p.merchantOrderId === 'POOJA_TEST_1')
    expect(payment).toMatchObject({
      amount: 85_100,
      state: 'PENDING',
      customer: { id: '9876543210', name: 'Asha Verma', phone: '+919876543210' },
      createdAt: '2026-01-01T06:00:00.000Z',
    })
  })

  it('answers a repeated initiate of the same payment without recording a second one', () => {
    const db = initiated()
    const again = initiatePayment(db, { body: initiateBody('POOJA_TEST_1') }, env, gatewayUrl)
    expect(again.reply.status).toBe(200)
    expect(again.next).toBeUndefined()
  })

  it('refuses the same merchantOrderId with another amount', () => {
    const again = initiatePayment(initiated(), { body: initiateBody('POOJA_TEST_1', 100) }, env, gatewayUrl)
    expect(again.reply.status).toBe(409)
    expect(again.next).toBeUndefined()
  })

  it.each([
    ['an amount in rupees with decimals', { amount: 851.5 }],
    ['a lowercase merchantOrderId', { merchantOrderId: 'pooja_1' }],
    ['a redirect URL that is not a URL', { redirectUrl: 'payment/success' }],
    ['no customer name', { customerName: undefined }],
  ])('answers 400 for %s', (_, change) => {
    const outcome = initiatePayment(
      seededDb(),
      { body: { ...initiateBody('POOJA_TEST_1'), ...change } },
      env,
      gatewayUrl,
    )
    expect(outcome.reply.status).toBe(400)
    expect(outcome.reply.body).toMatchObject({
      success: false,
      error: expect.stringContaining('Invalid request'),
    })
    expect(outcome.next).toBeUndefined()
  })
})

describe('gateway outcome and status', () => {
  it('is PENDING with no transaction until the gateway decides', () => {
    const reply = paymentStatusReplySchema.parse(paymentStatus(initiated(), 'POOJA_TEST_1').body)
    expect(reply).toMatchObject({
      success: true,
      state: 'PENDING',
      merchantOrderId: 'POOJA_TEST_1',
      amount: 85_100,
    })
    expect(reply.transactionId).toBeUndefined()
    expect(reply.paymentDetails).toEqual([])
  })

  it.each(['COMPLETED', 'FAILED', 'CANCELLED'] as const)(
    'reports %s with a transaction id once chosen',
    (state) => {
      const reply = paymentStatusReplySchema.parse(paymentStatus(decided(state), 'POOJA_TEST_1').body)
      expect(reply.state).toBe(state)
      expect(reply.transactionId).toMatch(/^T[0-9A-Z]+$/)
      expect(reply.paymentDetails?.[0]?.transactionId).toBe(reply.transactionId)
      expect(reply.orderId).toMatch(/^OMO/)
    },
  )

  it('sends the browser back to the initiate redirect URL with the merchantOrderId', () => {
    const outcome = recordOutcome(initiated(), 'POOJA_TEST_1', { state: 'COMPLETED' }, env)
    expect(outcome.reply.body).toEqual({
      success: true,
      redirectUrl: `${SITE}/payment/success?merchantOrderId=POOJA_TEST_1`,
    })
  })

  it('never changes a final state, but accepts the same choice again', () => {
    const completed = decided('COMPLETED')
    const refused = recordOutcome(completed, 'POOJA_TEST_1', { state: 'FAILED' }, env)
    expect(refused.reply).toEqual({
      status: 409,
      body: { success: false, error: 'Payment is already COMPLETED' },
    })
    expect(refused.next).toBeUndefined()
    expect(recordOutcome(completed, 'POOJA_TEST_1', { state: 'COMPLETED' }, env).reply.status).toBe(200)
  })

  it('lets a payment left pending be completed later', () => {
    const pending = decided('PENDING')
    const later = recordOutcome(pending, 'POOJA_TEST_1', { state: 'COMPLETED' }, env)
    expect(paymentStatus(later.next!, 'POOJA_TEST_1').body).toMatchObject({ state: 'COMPLETED' })
  })

  it('answers 404 for unknown payments and 400 for an unknown outcome', () => {
    expect(paymentStatus(seededDb(), 'NOPE').body).toEqual({ success: false, error: 'Payment not found' })
    expect(recordOutcome(initiated(), 'NOPE', { state: 'COMPLETED' }, env).reply.status).toBe(404)
    expect(recordOutcome(initiated(), 'POOJA_TEST_1', { state: 'SUCCESS' }, env).reply.status).toBe(400)
  })

  it('finds a transaction by its id or by the merchant order id', () => {
    const db = decided('COMPLETED')
    const transactionId = (paymentStatus(db, 'POOJA_TEST_1').body as { transactionId: string }).transactionId
    expect(transactionDetails(db, transactionId).body).toMatchObject({
      success: true,
      data: { merchantOrderId: 'POOJA_TEST_1' },
    })
    expect(transactionDetails(db, 'POOJA_TEST_1').status).toBe(200)
    expect(transactionDetails(db, 'T404').status).toBe(404)
  })
})
