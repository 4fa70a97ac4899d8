import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHoroscopeOrder, horoscopeOrdersPath } from '../../src/api/horoscopeOrders'
import { ApiFailure } from '../../src/api/client'
import { failureMessage } from '../../src/api/failureMessage'
import { spoken } from '../../src/testing/spoken'
import { createChadavaOrder, createPoojaOrder } from '../../src/api/orderCreation'
import { testCredentials } from '../../src/testing/fixtures/credentials'
import { orderCreationFailuresByKind, orderFailureMessages } from '../../src/content/messages/orders'
import { poojaOrderRequestSchema } from '../../src/api/schemas'
import {
  chadavaOrderRequest,
  horoscopeOrderRequest,
  poojaOrderRequest,
  scheduledDateIso,
} from '../../src/domain/payment/orderRequests'
import {
  chadavaPaymentData,
  horoscopePaymentData,
  personalDetails,
  pujaPaymentData,
} from '../../src/testing/fixtures/paymentStatusData'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const poojaRequest = poojaOrderRequest(
  pujaPaymentData,
  pujaPaymentData.pujaDetails!,
  personalDetails,
  'user-1',
)
const chadavaRequest = chadavaOrderRequest(
  chadavaPaymentData,
  chadavaPaymentData.chadavaDetails!,
  personalDetails,
  'user-1',
)
const horoscopeRequest = horoscopeOrderRequest(horoscopePaymentData, horoscopePaymentData.horoscopeDetails!)

/** What the status page shows after 'Order creation failed: ' for the failed call. */
async function reasonOf(
  promise: Promise<unknown>,
  kind: keyof typeof orderCreationFailuresByKind = 'puja',
): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiFailure)
  return spoken(failureMessage(error, orderCreationFailuresByKind[kind]))
}

describe('order requests', () => {
  it('builds a processing pooja order with +91, the gotra, the uid and the merchantOrderId', () => {
    expect(poojaRequest).toMatchObject({
      fullName: 'Ravi Kumar',
      phone: '+919876543210',
      gotra: 'Kashyap',
      poojaName: 'Maha Rudrabhishek',
      poojaId: '66b0f1a2c3d4e5f601000001',
      selectedPackage: 'Individual Puja',
      amount: 851,
      scheduledDate: '2026-11-25T06:30:00.000Z',
      uid: 'user-1',
      orderStatus: 'processing',
      merchantOrderId: pujaPaymentData.merchantOrderId,
    })
  })

  it("carries the sankalp's names: the devotee of the personal details first, then the family of the session data", () => {
    const family = [
      { name: 'Sita Kumar', relation: 'spouse', gotra: 'Kashyap' },
      { name: 'Arun Kumar', relation: 'son', gotra: 'Kashyap' },
      { name: 'Kamla Devi', relation: 'mother', gotra: 'Bharadwaj' },
    ] as const
    const request = poojaOrderRequest(
      { ...pujaPaymentData, familyMembers: [...family] },
      pujaPaymentData.pujaDetails!,
      personalDetails,
      'user-1',
    )
    expect(request.sankalpNames).toEqual([
      { name: 'Ravi Kumar', relation: 'self', gotra: 'Kashyap' },
      ...family,
    ])
    expect(poojaOrderRequestSchema.safeParse(request).success).toBe(true)
    expect(chadavaRequest.sankalpNames).toEqual([{ name: 'Ravi Kumar', relation: 'self', gotra: 'Kashyap' }])
  })

  it('carries no names without the personal details', () => {
    const request = poojaOrderRequest(pujaPaymentData, pujaPaymentData.pujaDetails!, null, 'user-1')
    expect(request).not.toHaveProperty('sankalpNames')
  })

  it('carries the chosen offerings on a chadava order', () => {
    expect(chadavaRequest.selectedOfferings.map((o) => o.name)).toEqual([
      'Bilva Patra (108 leaves)',
      'Gangajal Abhishek',
    ])
    expect(chadavaRequest.merchantOrderId).toBe(chadavaPaymentData.merchantOrderId)
  })

  it('falls back to now for an unparseable date', () => {
    const now = new Date('2026-01-01T00:00:00.000Z')
    expect(scheduledDateIso('not a date', now)).toBe(now.toISOString())
  })

  it('uses a stored apiEndpoint only when it is a path on this API', () => {
    expect(horoscopeOrdersPath(undefined)).toBe('/api/horoscope-orders')
    expect(horoscopeOrdersPath('/api/horoscope-bookings')).toBe('/api/horoscope-bookings')
    expect(horoscopeOrdersPath('https://evil.example/api/x')).toBe('/api/horoscope-orders')
    expect(horoscopeOrdersPath('//evil.example/api')).toBe('/api/horoscope-orders')
  })
})

describe('order create calls', () => {
  it('posts a pooja order and answers its id', async () => {
    let body: unknown
    server.use(
      http.post('*/api/pooja-orders', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true, orderId: 'P1' })
      }),
    )
    await expect(createPoojaOrder(poojaRequest, testCredentials)).resolves.toBe('P1')
    expect(body).toMatchObject({ merchantOrderId: pujaPaymentData.merchantOrderId })
  })

  it('answers a chadava order id from data._id and a horoscope one likewise', async () => {
    server.use(
      http.post('*/api/chadava-orders', () =>
        HttpResponse.json({ success: true, message: 'ok', data: { _id: 'C1' } }),
      ),
      http.post('*/api/horoscope-orders', () => HttpResponse.json({ message: 'ok', data: { _id: 'H1' } })),
    )
    await expect(createChadavaOrder(chadavaRequest, testCredentials)).resolves.toBe('C1')
    await expect(createHoroscopeOrder(horoscopeRequest)).resolves.toBe('H1')
  })

  it('gives the server message of a refusal, or SPEC’s fallback', async () => {
    server.use(
      http.post('*/api/pooja-orders', () =>
        HttpResponse.json({ success: false, error: 'Payment not completed' }, { status: 409 }),
      ),
      http.post('*/api/chadava-orders', () => HttpResponse.json({ success: false })),
      http.post('*/api/horoscope-orders', () => new HttpResponse('', { status: 500 })),
    )
    expect(await reasonOf(createPoojaOrder(poojaRequest, testCredentials))).toBe('Payment not completed')
    expect(await reasonOf(createChadavaOrder(chadavaRequest, testCredentials), 'chadava')).toBe(
      'Failed to create chadava order',
    )
    expect(await reasonOf(createHoroscopeOrder(horoscopeRequest), 'horoscope')).toBe(
      'Failed to create horoscope order',
    )
  })

  it('includes a plain-text body as the reason', async () => {
    server.use(
      http.post('*/api/pooja-orders', () => new HttpResponse('Database unavailable', { status: 503 })),
    )
    expect(await reasonOf(createPoojaOrder(poojaRequest, testCredentials))).toBe('Database unavailable')
  })

  it('says an error occurred for a network failure', async () => {
    server.use(http.post('*/api/pooja-orders', () => HttpResponse.error()))
    expect(await reasonOf(createPoojaOrder(poojaRequest, testCredentials))).toBe(
      orderFailureMessages.orderCreationException,
    )
  })
})
