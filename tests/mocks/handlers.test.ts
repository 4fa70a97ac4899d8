import { describe, expect, it } from 'vitest'
import {
  acknowledgementReplySchema,
  chadavaOrderCreateReplySchema,
  chadavaOrderListReplySchema,
  geoCountryReplySchema,
  geoServiceOneReplySchema,
  horoscopeOrderCreateReplySchema,
  mockGatewayPaymentReplySchema,
  mockSessionReplySchema,
  mockTokenRefreshReplySchema,
  paymentInitiateReplySchema,
  paymentStatusReplySchema,
  poojaOrderCreateReplySchema,
  poojaOrderListReplySchema,
  transactionReplySchema,
  userProfileReplySchema,
  userProfileSchema,
} from '../../src/api/schemas'
import { chadavaOrderBody, horoscopeOrderBody, initiateBody, poojaOrderBody } from './testEnv'
import { BAD_TOKEN, NO_TOKEN, OTHER_USER } from '../../mocks/backend/identity'
import { emulatorAuthorization, signedIn } from './jsonClient'
import { getJsonReply, mswClient, postJsonReply, useMockServer } from './mswServer'

useMockServer()

async function paid(merchantOrderId: string, amount = 85_100, state = 'COMPLETED') {
  await postJsonReply('/api/payments/initiate', initiateBody(merchantOrderId, amount))
  return postJsonReply(`/api/mock-gateway/${merchantOrderId}/outcome`, { state })
}

describe('payments through MSW', () => {
  it("initiate answers the app's gateway page on the site origin", async () => {
    const reply = await postJsonReply('/api/payments/initiate', initiateBody('POOJA_MSW_1'))
    expect(reply.status).toBe(200)
    expect(paymentInitiateReplySchema.parse(reply.body)).toEqual({
      success: true,
      redirectUrl: 'http://localhost:5173/mock-gateway?merchantOrderId=POOJA_MSW_1',
    })
  })

  it('the gateway shows merchant and amount, records the outcome and returns to the redirect URL', async () => {
    await postJsonReply('/api/payments/initiate', initiateBody('POOJA_MSW_2', 125_100))
    const shown = mockGatewayPaymentReplySchema.parse(
      (await getJsonReply('/api/mock-gateway/POOJA_MSW_2')).body,
    )
    expect(shown).toEqual({
      success: true,
      merchantName: 'Sankalp',
      merchantOrderId: 'POOJA_MSW_2',
      amount: 125_100,
      state: 'PENDING',
    })
    const outcome = await postJsonReply('/api/mock-gateway/POOJA_MSW_2/outcome', { state: 'FAILED' })
    expect(paymentInitiateReplySchema.parse(outcome.body).redirectUrl).toBe(
      'http://localhost:5173/payment/success?merchantOrderId=POOJA_MSW_2',
    )
    const status = paymentStatusReplySchema.parse(
      (await getJsonReply('/api/payments/status/POOJA_MSW_2')).body,
    )
    expect(status).toMatchObject({
      success: true,
      state: 'FAILED',
      merchantOrderId: 'POOJA_MSW_2',
      amount: 125_100,
    })
    const transaction = await getJsonReply(`/api/payments/transaction/${status.transactionId}`)
    expect(transactionReplySchema.parse(transaction.body).success).toBe(true)
  })

  it('answers 404 for an unknown payment', async () => {
    const reply = await getJsonReply('/api/payments/status/POOJA_UNKNOWN')
    expect(reply).toEqual({ status: 404, body: { success: false, error: 'Payment not found' } })
  })

  it('keeps what it recorded between requests', async () => {
    await paid('POOJA_MSW_3')
    expect((await getJsonReply('/api/payments/status/POOJA_MSW_3')).body).toMatchObject({
      state: 'COMPLETED',
    })
  })
})

describe('orders through MSW', () => {
  it('creates a pooja order once and lists it first for the user', async () => {
    await paid('POOJA_MSW_4', 200_100)
    const demo = await signedIn(mswClient)
    const order = poojaOrderBody('POOJA_MSW_4', { selectedPackage: 'Family Puja' })
    const first = await postJsonReply('/api/pooja-orders', order, demo)
    const second = await postJsonReply('/api/pooja-orders', order, demo)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    const orderId = poojaOrderCreateReplySchema.parse(first.body).orderId
    expect(poojaOrderCreateReplySchema.parse(second.body).orderId).toBe(orderId)
    const list = poojaOrderListReplySchema.parse(
      (await getJsonReply('/api/pooja-orders/user/mock-919876543210', demo)).body,
    )
    expect(list.data!.filter((o) => o._id === orderId)).toHaveLength(1)
    expect(list.data![0]).toMatchObject({ _id: orderId, amount: 2001, orderStatus: 'processing' })
  })

  it('creates chadava and horoscope orders in their reply shapes', async () => {
    await paid('POOJA_MSW_5', 5_100)
    const demo = await signedIn(mswClient)
    const chadava = chadavaOrderCreateReplySchema.parse(
      (await postJsonReply('/api/chadava-orders', chadavaOrderBody('POOJA_MSW_5'), demo)).body,
    )
    expect(chadava.data?._id).toBeTruthy()
    const list = chadavaOrderListReplySchema.parse(
      (await getJsonReply('/api/chadava-orders/user/mock-919876543210', demo)).body,
    )
    expect(list.data![0]).toMatchObject({ chadavaName: 'Til Tel Chadava for Shani Dev', amount: 51 })
    await paid('HORO_MSW_1', 10_100)
    const horoscope = horoscopeOrderCreateReplySchema.parse(
      (await postJsonReply('/api/horoscope-orders', horoscopeOrderBody('HORO_MSW_1'))).body,
    )
    expect(horoscope.data?._id).toBeTruthy()
  })

  it('refuses an order for an unpaid payment with 409 and a clear error', async () => {
    await paid('POOJA_MSW_6', 85_100, 'CANCELLED')
    const reply = await postJsonReply(
      '/api/pooja-orders',
      poojaOrderBody('POOJA_MSW_6'),
      await signedIn(mswClient),
    )
    expect(reply).toEqual({
      status: 409,
      body: { success: false, error: 'Payment is CANCELLED: an order needs a completed payment' },
    })
  })
})

describe('profiles, contact and newsletter through MSW', () => {
  it('reads the demo profile and answers 404 for an unknown uid', async () => {
    const reply = await getJsonReply(
      `/api/user-profile/${encodeURIComponent('mock-919876543210')}`,
      await signedIn(mswClient),
    )
    expect(userProfileReplySchema.parse(reply.body)).toMatchObject({ displayName: 'Ravi Sharma' })
    expect((await getJsonReply('/api/user-profile/nobody', emulatorAuthorization('nobody'))).status).toBe(404)
  })

  it('upserts a profile and reads it back by its URL-encoded uid', async () => {
    const profile = {
      uid: 'abc+/1',
      displayName: 'Asha',
      phoneNumber: '+919812345678',
      emailAddress: 'Not set',
      accountCreated: '2026-01-01',
    }
    const owner = emulatorAuthorization('abc+/1')
    const saved = await postJsonReply('/api/user-profile/upsert', profile, owner)
    expect(saved.body).toEqual({ success: true, data: profile })
    const read = await getJsonReply(`/api/user-profile/${encodeURIComponent('abc+/1')}`, owner)
    expect(userProfileSchema.parse((read.body as { data: unknown }).data)).toEqual(profile)
  })

  it('thanks the sender of a contact message', async () => {
    const reply = await postJsonReply('/api/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'chadava',
      message: 'Namaste',
    })
    expect(acknowledgementReplySchema.parse(reply.body)).toEqual({
      success: true,
      message: 'Thank you for your message. We will respond within 24 hours.',
    })
  })

  it('subscribes a valid email and refuses an invalid one', async () => {
    expect((await postJsonReply('/api/newsletter', { email: 'asha@example.com' })).body).toEqual({
      success: true,
      message: 'Subscribed',
    })
    expect(await postJsonReply('/api/newsletter', { email: 'asha@' })).toEqual({
      status: 400,
      body: { success: false, error: 'Please enter a valid email address' },
    })
  })
})

describe('bad request bodies', () => {
  it.each([
    ['/api/payments/initiate', { ...initiateBody('POOJA_BAD'), amount: -1 }],
    ['/api/mock-gateway/POOJA_BAD/outcome', { state: 'PAID' }],
    ['/api/pooja-orders', { merchantOrderId: 'POOJA_BAD' }],
    ['/api/chadava-orders', { ...chadavaOrderBody('POOJA_BAD'), selectedOfferings: [] }],
    ['/api/horoscope-orders', { ...horoscopeOrderBody('POOJA_BAD'), selectedPack: undefined }],
    ['/api/user-profile/upsert', { uid: 'mock-919876543210', accountCreated: '1 Jan 2026' }],
    ['/api/contact', { name: 'Asha', email: 'asha@example.com', subject: 'billing', message: 'Hi' }],
    ['/api/pooja-orders', 'not json'],
  ])('%s answers 400 { success: false, error }', async (path, body) => {
    const reply = await postJsonReply(path, body, await signedIn(mswClient))
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ success: false, error: expect.any(String) })
  })
})

describe('geolocation services', () => {
  it('answer India at the three default URLs', async () => {
    expect(geoServiceOneReplySchema.parse((await getJsonReply('https://ipapi.co/json/')).body)).toEqual({
      country_name: 'India',
      country_code: 'IN',
    })
    expect(geoCountryReplySchema.parse((await getJsonReply('https://api.country.is/')).body)).toEqual({
      country: 'IN',
    })
    expect(geoCountryReplySchema.parse((await getJsonReply('https://ipinfo.io/json')).body)).toEqual({
      country: 'IN',
    })
  })
})

describe('identity on user data through MSW', () => {
  const orders = '/api/pooja-orders/user/mock-919876543210'

  it('answers 401 without a token, with an unknown one and with an expired emulator token', async () => {
    expect(await getJsonReply(orders)).toEqual({ status: 401, body: { success: false, error: NO_TOKEN } })
    expect((await getJsonReply(orders, { Authorization: 'Bearer mock-919876543210' })).status).toBe(401)
    const expired = emulatorAuthorization('mock-919876543210', Date.now() - 1000)
    expect(await getJsonReply(orders, expired)).toEqual({
      status: 401,
      body: { success: false, error: BAD_TOKEN },
    })
  })

  it("answers 403 for another user's orders, profile and order creation", async () => {
    const other = await signedIn(mswClient, '+919812345678')
    expect(await getJsonReply(orders, other)).toEqual({
      status: 403,
      body: { success: false, error: OTHER_USER },
    })
    expect((await getJsonReply('/api/user-profile/mock-919876543210', other)).status).toBe(403)
    await paid('POOJA_MSW_ID_1')
    expect((await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_MSW_ID_1'), other)).status).toBe(
      403,
    )
    expect((await getJsonReply(orders, await signedIn(mswClient))).status).toBe(200)
  })

  it('books a payment started signed in for its payer only: no order, new or made, for another account', async () => {
    const payer = await signedIn(mswClient)
    const other = await signedIn(mswClient, '+919812345678')
    const othersOrder = poojaOrderBody('POOJA_MSW_PAYER', { uid: 'mock-919812345678' })
    await postJsonReply('/api/payments/initiate', initiateBody('POOJA_MSW_PAYER'), payer)
    await postJsonReply('/api/mock-gateway/POOJA_MSW_PAYER/outcome', { state: 'COMPLETED' })

    const refused = {
      status: 403,
      body: { success: false, error: 'This payment was made from another account' },
    }
    expect(await postJsonReply('/api/pooja-orders', othersOrder, other)).toEqual(refused)
    const made = await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_MSW_PAYER'), payer)
    expect(made.status).toBe(201)
    expect(await postJsonReply('/api/pooja-orders', othersOrder, other)).toEqual(refused)
    const othersList = await getJsonReply('/api/pooja-orders/user/mock-919812345678', other)
    expect(poojaOrderListReplySchema.parse(othersList.body).data).toEqual([])
  })

  it('books no consultation on a payment an account started: an order naming no account may not use it', async () => {
    const payer = await signedIn(mswClient)
    await postJsonReply('/api/payments/initiate', initiateBody('POOJA_MSW_TAKEN'), payer)
    await postJsonReply('/api/mock-gateway/POOJA_MSW_TAKEN/outcome', { state: 'COMPLETED' })
    const taken = await postJsonReply('/api/horoscope-orders', horoscopeOrderBody('POOJA_MSW_TAKEN'))
    expect(taken.status).toBe(403)
    const made = await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_MSW_TAKEN'), payer)
    expect(made.status).toBe(201)
  })

  it('answers the order a guest’s payment already has to its account alone', async () => {
    await paid('POOJA_MSW_MADE')
    const owner = await signedIn(mswClient)
    const other = await signedIn(mswClient, '+919812345678')
    expect((await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_MSW_MADE'), owner)).status).toBe(
      201,
    )
    const othersOrder = poojaOrderBody('POOJA_MSW_MADE', { uid: 'mock-919812345678' })
    expect((await postJsonReply('/api/pooja-orders', othersOrder, other)).status).toBe(403)
  })

  it('starts a guest’s payment without a token, and refuses one started with a bad token', async () => {
    expect((await postJsonReply('/api/payments/initiate', initiateBody('POOJA_MSW_GUEST'))).status).toBe(200)
    const badToken = { Authorization: 'Bearer not-a-token' }
    expect(await postJsonReply('/api/payments/initiate', initiateBody('POOJA_MSW_BAD'), badToken)).toEqual({
      status: 401,
      body: { success: false, error: BAD_TOKEN },
    })
  })

  it('gives random tokens (two sign-ins of one phone differ) and a refresh replaces the ID token', async () => {
    const first = await mswClient.post('/api/mock-auth/session', {
      phoneNumber: '+919876543210',
      code: '123456',
    })
    const second = await mswClient.post('/api/mock-auth/session', {
      phoneNumber: '+919876543210',
      code: '123456',
    })
    const a = mockSessionReplySchema.parse(first.body)
    expect(a.uid).toBe('mock-919876543210')
    expect(mockSessionReplySchema.parse(second.body).idToken).not.toBe(a.idToken)
    expect(a.idToken).not.toContain('919876543210')
    const refreshed = await postJsonReply('/api/mock-auth/refresh', { refreshToken: a.refreshToken })
    const { idToken } = mockTokenRefreshReplySchema.parse(refreshed.body)
    expect((await getJsonReply(orders, { Authorization: `Bearer ${idToken}` })).status).toBe(200)
    expect((await getJsonReply(orders, { Authorization: `Bearer ${a.idToken}` })).status).toBe(401)
    expect((await postJsonReply('/api/mock-auth/refresh', { refreshToken: 'nope' })).status).toBe(401)
  })

  it('refuses a wrong code and a signed emulator-looking token it cannot check', async () => {
    expect(
      (await postJsonReply('/api/mock-auth/session', { phoneNumber: '+919876543210', code: '000000' }))
        .status,
    ).toBe(400)
    const [, claims] = emulatorAuthorization('mock-919876543210').Authorization!.split('.')
    const signed = `Bearer ${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${claims}.c2ln`
    expect((await getJsonReply(orders, { Authorization: signed })).status).toBe(401)
  })
})
