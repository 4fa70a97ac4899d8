import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fetchPaymentStatus, fetchTransaction, initiatePayment } from '../../src/api/payments'
import type { PaymentInitiateRequest } from '../../src/api/schemas'
import { failureMessage } from '../../src/api/failureMessage'
import { spoken } from '../../src/testing/spoken'
import { paymentInitiateFailures, paymentStatusFailures } from '../../src/content/messages/payment'

/** What the person is shown when `call` fails, by the flow's table. */
const shownFor = (texts: typeof paymentInitiateFailures) => (call: Promise<unknown>) =>
  call.then(
    () => 'no failure',
    (error: unknown) => spoken(failureMessage(error, texts)),
  )
const initiationShown = shownFor(paymentInitiateFailures)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const request: PaymentInitiateRequest = {
  amount: 110100,
  redirectUrl: 'http://localhost/payment/success',
  merchantOrderId: 'POOJA_1763778000000_AB12CD34',
  customerId: '9876543210',
  customerName: 'Asha',
  customerPhone: '+919876543210',
}

describe('initiatePayment', () => {
  it('posts the request and resolves to the gateway URL', async () => {
    let body: unknown
    server.use(
      http.post('*/api/payments/initiate', async ({ request: sent }) => {
        body = await sent.json()
        return HttpResponse.json({ success: true, redirectUrl: 'https://gateway.example/pay/1' })
      }),
    )
    await expect(initiatePayment(request)).resolves.toBe('https://gateway.example/pay/1')
    expect(body).toEqual(request)
  })

  it("fails with the server's error, or SPEC's initiation message when there is none", async () => {
    server.use(
      http.post('*/api/payments/initiate', () =>
        HttpResponse.json({ success: false, error: 'Amount too low' }),
      ),
    )
    expect(await initiationShown(initiatePayment(request))).toBe('Amount too low')
    server.use(http.post('*/api/payments/initiate', () => HttpResponse.json({ success: true })))
    expect(await initiationShown(initiatePayment(request))).toBe(
      'Failed to initiate payment. Please try again.',
    )
    server.use(
      http.post('*/api/payments/initiate', () =>
        HttpResponse.json({ success: false, error: 'Gateway down' }, { status: 502 }),
      ),
    )
    expect(await initiationShown(initiatePayment(request))).toBe('Gateway down')
  })

  it('fails with the exception message on a network error or an unreadable reply', async () => {
    server.use(http.post('*/api/payments/initiate', () => HttpResponse.error()))
    expect(await initiationShown(initiatePayment(request))).toBe(
      'An error occurred while processing payment. Please try again.',
    )
    server.use(http.post('*/api/payments/initiate', () => HttpResponse.json({ ok: 'yes' })))
    expect(await initiationShown(initiatePayment(request))).toBe(
      'An error occurred while processing payment. Please try again.',
    )
  })

  it('never sends a fractional amount or a malformed order id', async () => {
    await expect(initiatePayment({ ...request, amount: 1100.5 })).rejects.toThrow()
    await expect(initiatePayment({ ...request, merchantOrderId: 'pooja_lower' })).rejects.toThrow()
  })
})

describe('fetchPaymentStatus and fetchTransaction', () => {
  it('read the provider replies', async () => {
    server.use(
      http.get('*/api/payments/status/:id', ({ params }) =>
        HttpResponse.json({ success: true, state: 'COMPLETED', merchantOrderId: params.id, amount: 110100 }),
      ),
      http.get('*/api/payments/transaction/:id', ({ params }) =>
        HttpResponse.json({ success: true, id: params.id }),
      ),
    )
    await expect(fetchPaymentStatus('POOJA_1')).resolves.toMatchObject({
      state: 'COMPLETED',
      merchantOrderId: 'POOJA_1',
    })
    await expect(fetchTransaction('T1')).resolves.toMatchObject({ success: true, id: 'T1' })
  })

  it("a failed status check reads SPEC's service-level message; a failed transaction read is a network failure", async () => {
    server.use(
      http.get('*/api/payments/status/:id', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/payments/transaction/:id', () => HttpResponse.error()),
    )
    expect(await shownFor(paymentStatusFailures)(fetchPaymentStatus('POOJA_1'))).toBe(
      'Failed to check payment status. Please try again.',
    )
    await expect(fetchTransaction('T1')).rejects.toMatchObject({ error: { kind: 'network' } })
  })
})
