import { describe, expect, it } from 'vitest'
import type { MockDb } from '../../mocks/backend/db'
import {
  createChadavaOrder,
  createHoroscopeOrder,
  createPoojaOrder,
  listOrders,
} from '../../mocks/backend/orders'
import { initiatePayment, recordOutcome } from '../../mocks/backend/payments'
import { chadavaOrderListReplySchema, poojaOrderListReplySchema } from '../../src/api/schemas'
import {
  chadavaOrderBody,
  horoscopeOrderBody,
  initiateBody,
  poojaOrderBody,
  seededDb,
  SITE,
  testEnv,
} from './testEnv'

const env = testEnv(new Date('2026-01-01T07:00:00Z'))
const gatewayUrl = () => `${SITE}/mock-gateway`

function withPayment(
  state: 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'PENDING',
  id = 'POOJA_PAID_1',
  amount = 85_100,
): MockDb {
  const db = initiatePayment(seededDb(), { body: initiateBody(id, amount) }, env, gatewayUrl).next!
  return recordOutcome(db, id, { state }, env).next ?? db
}

function apply(db: MockDb, outcome: { next?: MockDb }): MockDb {
  return outcome.next ?? db
}

describe('order creation', () => {
  it('stores a pooja order for a completed payment with the amount from the payment and status processing', () => {
    const db = withPayment('COMPLETED')
    const outcome = createPoojaOrder(
      db,
      poojaOrderBody('POOJA_PAID_1', { amount: 1, orderStatus: 'delivered' }),
      env,
    )
    expect(outcome.reply.status).toBe(201)
    const id = (outcome.reply.body as { orderId: string }).orderId
    expect(outcome.reply.body).toEqual({ success: true, orderId: id })
    const order = outcome.next!.poojaOrders.find((o) => o._id === id)
    expect(order).toMatchObject({
      amount: 851,
      orderStatus: 'processing',
      createdAt: '2026-01-01T07:00:00.000Z',
    })
  })

  it('keeps the names the temple uses when a visitor books in Hindi', () => {
    const db = withPayment('COMPLETED', 'POOJA_PAID_1', 125_100)
    const puja = db.pujas.find(({ _id }) => _id === '66b0f1a2c3d4e5f601000001')!
    const body = poojaOrderBody('POOJA_PAID_1', {
      poojaName: puja.translations!.hi!.title,
      selectedPackage: puja.translations!.hi!.pujaPackages[1]!.packageName,
    })
    const outcome = createPoojaOrder(db, body, env)
    const id = (outcome.reply.body as { orderId: string }).orderId
    expect(outcome.next!.poojaOrders.find((o) => o._id === id)).toMatchObject({
      poojaName: 'Rudrabhishek at Shri Kashi Vishwanath',
      selectedPackage: puja.pujaPackages[1]!.packageName,
    })
  })

  it('answers the same merchantOrderId with the existing order, never a second', () => {
    let db = withPayment('COMPLETED')
    const first = createPoojaOrder(db, poojaOrderBody('POOJA_PAID_1'), env)
    db = apply(db, first)
    const second = createPoojaOrder(db, poojaOrderBody('POOJA_PAID_1', { specialInstructions: 'again' }), env)
    expect(second.next).toBeUndefined()
    expect(second.reply.body).toEqual(first.reply.body)
    expect(db.poojaOrders.filter((o) => o.merchantOrderId === 'POOJA_PAID_1')).toHaveLength(1)
  })

  it.each(['PENDING', 'FAILED', 'CANCELLED'] as const)('refuses an order whose payment is %s', (state) => {
    const outcome = createPoojaOrder(withPayment(state), poojaOrderBody('POOJA_PAID_1'), env)
    expect(outcome.reply).toEqual({
      status: 409,
      body: { success: false, error: `Payment is ${state}: an order needs a completed payment` },
    })
    expect(outcome.next).toBeUndefined()
  })

  it('refuses an order for a payment that does not exist', () => {
    const outcome = createChadavaOrder(seededDb(), chadavaOrderBody('POOJA_NEVER_PAID'), env)
    expect(outcome.reply.status).toBe(409)
    expect(outcome.next).toBeUndefined()
  })

  it('refuses to reuse one payment for an order of another kind', () => {
    const paid = withPayment('COMPLETED')
    const db = apply(paid, createPoojaOrder(paid, poojaOrderBody('POOJA_PAID_1'), env))
    const outcome = createChadavaOrder(db, chadavaOrderBody('POOJA_PAID_1'), env)
    expect(outcome.reply.status).toBe(409)
    expect(outcome.next).toBeUndefined()
  })

  it('answers a chadava order as { success, message, data: { _id } } and a horoscope order as { data: { _id }, message }', () => {
    const chadava = createChadavaOrder(
      withPayment('COMPLETED', 'POOJA_C_1', 5_100),
      chadavaOrderBody('POOJA_C_1'),
      env,
    )
    expect(chadava.reply.body).toEqual({
      success: true,
      message: 'Chadava order created successfully',
      data: { _id: expect.any(String) },
    })
    expect(chadava.next!.chadavaOrders.at(-1)).toMatchObject({ amount: 51, orderStatus: 'processing' })
    const horoscope = createHoroscopeOrder(
      withPayment('COMPLETED', 'HORO_1', 10_100),
      horoscopeOrderBody('HORO_1'),
      env,
    )
    expect(horoscope.reply.body).toEqual({
      message: 'Consultation booked successfully',
      data: { _id: expect.any(String) },
    })
    expect(horoscope.next!.horoscopeOrders.at(-1)).toMatchObject({ amount: 101 })
  })

  describe('books only what the payment paid for, at the prices of the catalogue and SPEC', () => {
    const paidFor = (id: string, paise: number) => withPayment('COMPLETED', id, paise)

    it('refuses a pooja order for a dearer package than was paid for, and says what each costs', () => {
      const body = poojaOrderBody('POOJA_PAID_1', { selectedPackage: 'Family Puja' })
      const outcome = createPoojaOrder(paidFor('POOJA_PAID_1', 85_100), body, env)
      expect(outcome.reply).toEqual({
        status: 409,
        body: { success: false, error: "The payment of ₹851 is less than this order's price of ₹2001" },
      })
      expect(outcome.next).toBeUndefined()
    })

    it('books a package paid in full, or more', () => {
      for (const paise of [85_100, 90_000]) {
        const outcome = createPoojaOrder(paidFor('POOJA_PAID_1', paise), poojaOrderBody('POOJA_PAID_1'), env)
        expect(outcome.reply.status).toBe(201)
      }
    })

    it('prices a chadava by its offerings in the catalogue, not the prices the request names', () => {
      const body = chadavaOrderBody('POOJA_C_2')
      const dearer = {
        ...body,
        selectedOfferings: [
          { name: 'Mustard Oil Abhishek', description: '', price: 1 },
          { name: 'Til Oil Diya', description: '', price: 50 },
        ],
      }
      const outcome = createChadavaOrder(paidFor('POOJA_C_2', 5_100), dearer, env)
      expect(outcome.reply.status).toBe(409)
      expect(outcome.next).toBeUndefined()
      expect(createChadavaOrder(paidFor('POOJA_C_2', 20_200), dearer, env).reply.status).toBe(201)
    })

    it('books a consultation only for the price of its pack', () => {
      const twenty = { ...horoscopeOrderBody('HORO_3'), selectedPack: '20 Minutes Consultation' }
      const refused = createHoroscopeOrder(paidFor('HORO_3', 10_100), twenty, env)
      expect(refused.reply.status).toBe(409)
      expect(refused.next).toBeUndefined()
      expect(createHoroscopeOrder(paidFor('HORO_3', 20_100), twenty, env).reply.status).toBe(201)
    })

    it('refuses a package, offering or pack that is not sold, whatever was paid, and names it', () => {
      const royal = createPoojaOrder(
        paidFor('POOJA_PAID_1', 100),
        poojaOrderBody('POOJA_PAID_1', { selectedPackage: 'Royal Puja' }),
        env,
      )
      expect(royal.reply).toEqual({
        status: 409,
        body: { success: false, error: "This puja has no package 'Royal Puja'" },
      })
      const body = chadavaOrderBody('POOJA_C_3')
      const unknownOffering = {
        ...body,
        selectedOfferings: [...body.selectedOfferings, { name: 'Gold Crown', description: '', price: 1 }],
      }
      const chadava = createChadavaOrder(paidFor('POOJA_C_3', 500_000), unknownOffering, env)
      expect(chadava.reply.body).toMatchObject({ error: "This chadava has no offering 'Gold Crown'" })
      const pack = { ...horoscopeOrderBody('HORO_4'), selectedPack: '60 Minutes Consultation' }
      const consultation = createHoroscopeOrder(paidFor('HORO_4', 500_000), pack, env)
      expect(consultation.reply.body).toMatchObject({
        message: "There is no consultation pack '60 Minutes Consultation'",
      })
      for (const outcome of [royal, chadava, consultation]) expect(outcome.next).toBeUndefined()
    })

    it('refuses a puja or chadava the catalogue does not hold, whatever was paid, and names it', () => {
      const puja = createPoojaOrder(
        paidFor('POOJA_PAID_1', 500_000),
        poojaOrderBody('POOJA_PAID_1', { poojaId: 'not-a-puja' }),
        env,
      )
      expect(puja.reply).toEqual({
        status: 409,
        body: { success: false, error: "No temple of ours performs the puja 'not-a-puja'" },
      })
      const body = { ...chadavaOrderBody('POOJA_C_4'), chadavaId: 'not-a-chadava' }
      const chadava = createChadavaOrder(paidFor('POOJA_C_4', 500_000), body, env)
      expect(chadava.reply.body).toMatchObject({
        error: "No temple of ours accepts the chadava 'not-a-chadava'",
      })
      for (const outcome of [puja, chadava]) expect(outcome.next).toBeUndefined()
    })
  })

  it('gives a refused horoscope order a message the status page can show', () => {
    const outcome = createHoroscopeOrder(withPayment('FAILED', 'HORO_2'), horoscopeOrderBody('HORO_2'), env)
    expect(outcome.reply.status).toBe(409)
    expect(outcome.reply.body).toMatchObject({
      message: 'Payment is FAILED: an order needs a completed payment',
    })
  })

  it.each([
    ['no merchantOrderId', { merchantOrderId: undefined }],
    ['no uid', { uid: '' }],
    ['an amount as text', { amount: '851' }],
  ])('answers 400 for a pooja order with %s', (_, change) => {
    const outcome = createPoojaOrder(withPayment('COMPLETED'), poojaOrderBody('POOJA_PAID_1', change), env)
    expect(outcome.reply.status).toBe(400)
    expect(outcome.next).toBeUndefined()
  })
})

describe('order lists', () => {
  it("lists only the user's orders, newest first", () => {
    let db = withPayment('COMPLETED')
    db = apply(db, createPoojaOrder(db, poojaOrderBody('POOJA_PAID_1'), env))
    const reply = poojaOrderListReplySchema.parse(
      listOrders(db, 'poojaOrders', 'mock-919876543210', { now: env.now() }).body,
    )
    expect(reply.data!.map((o) => o.poojaName)).toEqual([
      'Rudrabhishek at Shri Kashi Vishwanath',
      'Sankat Nashan Ganesh Puja at Siddhivinayak',
      'Rudrabhishek at Shri Kashi Vishwanath',
    ])
    expect(reply.data![0]!.createdAt).toBe('2026-01-01T07:00:00.000Z')
    expect(listOrders(db, 'poojaOrders', 'someone-else', { now: env.now() }).body).toEqual({
      success: true,
      data: [],
    })
  })

  it("names what was booked in Hindi for a visitor who reads Hindi, and keeps the temple's English names", () => {
    const db = seededDb()
    const uid = 'mock-919876543210'
    const inHindi = poojaOrderListReplySchema.parse(
      listOrders(db, 'poojaOrders', uid, { now: env.now() }, 'hi').body,
    )
    for (const order of inHindi.data!) {
      const puja = db.pujas.find((candidate) => candidate.title === order.poojaName)!
      expect(order.inLanguage?.name).toBe(puja.translations!.hi!.title)
      expect(order.poojaName).toMatch(/^[A-Za-z]/)
    }
    const inEnglish = poojaOrderListReplySchema.parse(
      listOrders(db, 'poojaOrders', uid, { now: env.now() }).body,
    )
    expect(inEnglish.data!.every((order) => order.inLanguage === undefined)).toBe(true)
  })

  it('names a chadava’s offerings and the temple in Hindi beside the English the order keeps', () => {
    const db = seededDb()
    const inHindi = chadavaOrderListReplySchema.parse(
      listOrders(db, 'chadavaOrders', 'mock-919876543210', { now: env.now() }, 'hi').body,
    )
    const order = inHindi.data![0]!
    const chadava = db.chadavas.find((candidate) => candidate.name === order.chadavaName)!
    expect(order.inLanguage?.temple).toBe(chadava.translations!.hi!.templeName)
    expect(order.inLanguage?.selectedOfferings).toHaveLength(order.selectedOfferings.length)
    order.selectedOfferings.forEach((offering, index) => {
      const position = chadava.availableOfferings.findIndex((candidate) => candidate.name === offering.name)
      expect(order.inLanguage?.selectedOfferings?.[index]).toEqual(
        chadava.translations!.hi!.availableOfferings[position],
      )
      expect(offering.name).toMatch(/^[A-Za-z0-9]/)
    })
    const dispatched = order.statusHistory?.events.find((event) => event.step === 'prasadDispatched')
    expect(dispatched).toMatchObject({ courier: 'भारतीय डाक' })
  })

  it('seeds the demo user with orders of different statuses', () => {
    const db = seededDb()
    expect(new Set(db.poojaOrders.map((o) => o.orderStatus)).size).toBe(2)
    expect(db.chadavaOrders).toHaveLength(1)
    expect(db.profiles[0]).toMatchObject({ uid: 'mock-919876543210', phoneNumber: '+919876543210' })
  })
})
