/** The mock backend's refusals and scenario failures in the language a request asks for (issue 13). */
import { describe, expect, it } from 'vitest'
import seed from '../../db.json'
import { SCENARIO_HEADER } from '../../mocks/scenarioChoice'
import { poojaOrderListReplySchema } from '../../src/api/schemas'
import { REPLY_TEXTS, type ReplyTexts } from '../../mocks/backend/replyTexts'
import { signedIn } from './jsonClient'
import { getJsonReply, mswClient, postJsonReply, useMockServer } from './mswServer'
import { horoscopeOrderBody, initiateBody, poojaOrderBody } from './testEnv'

useMockServer()

const HINDI = { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' }
const PAYMENT_STATES = ['COMPLETED', 'FAILED', 'CANCELLED'] as const
const UNPAID = ['PENDING', 'FAILED', 'CANCELLED'] as const
const ITEMS = ['package', 'offering', 'pack'] as const

async function decided(merchantOrderId: string, state: string) {
  await postJsonReply('/api/payments/initiate', initiateBody(merchantOrderId))
  await postJsonReply(`/api/mock-gateway/${merchantOrderId}/outcome`, { state })
}

describe('replies in the language asked for', () => {
  it('refuses a second outcome for a paid payment in Hindi when asked, in English otherwise', async () => {
    await decided('POOJA_LANG_1', 'COMPLETED')
    const again = (headers?: Record<string, string>) =>
      postJsonReply('/api/mock-gateway/POOJA_LANG_1/outcome', { state: 'CANCELLED' }, headers)
    expect(await again(HINDI)).toEqual({
      status: 409,
      body: { success: false, error: 'यह भुगतान पहले ही पूरा हो चुका है' },
    })
    expect((await again()).body).toEqual({ success: false, error: 'Payment is already COMPLETED' })
  })

  it('refuses an order for a cancelled payment in Hindi', async () => {
    await decided('POOJA_LANG_2', 'CANCELLED')
    const demo = await signedIn(mswClient)
    const reply = await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_LANG_2'), {
      ...demo,
      ...HINDI,
    })
    expect(reply.body).toEqual({
      success: false,
      error: 'भुगतान रद्द हो गया है: ऑर्डर पूरे भुगतान के बाद ही बनता है',
    })
  })

  it('refuses a package the puja does not sell by its name, in Hindi', async () => {
    await decided('POOJA_LANG_3', 'COMPLETED')
    const demo = await signedIn(mswClient)
    const order = poojaOrderBody('POOJA_LANG_3', { selectedPackage: 'Royal Puja' })
    const reply = await postJsonReply('/api/pooja-orders', order, { ...demo, ...HINDI })
    expect(reply.body).toEqual({ success: false, error: "इस पूजा में यह पैकेज नहीं है: 'Royal Puja'" })
  })

  it("stages a scenario's failure in Hindi, in the error and the message a consultation's reply carries", async () => {
    const failing = { ...HINDI, [SCENARIO_HEADER]: 'order-create-error' }
    const reply = await postJsonReply('/api/horoscope-orders', horoscopeOrderBody('HORO_LANG_1'), failing)
    expect(reply).toEqual({
      status: 500,
      body: {
        success: false,
        error: 'ऑर्डर सेवा अभी उपलब्ध नहीं है',
        message: 'ऑर्डर सेवा अभी उपलब्ध नहीं है',
      },
    })
    const initiate = await postJsonReply('/api/payments/initiate', initiateBody('POOJA_LANG_4'), {
      ...HINDI,
      [SCENARIO_HEADER]: 'payment-initiate-error',
    })
    expect(initiate.body).toEqual({
      success: false,
      error: 'भुगतान गेटवे अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    })
  })

  it('names orders in Hindi under a scenario that reads them at a fixed time', async () => {
    await decided('POOJA_LANG_5', 'COMPLETED')
    const demo = await signedIn(mswClient)
    await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_LANG_5'), demo)
    const delivered = { ...demo, ...HINDI, [SCENARIO_HEADER]: 'order-delivered' }
    const list = await getJsonReply('/api/pooja-orders/user/mock-919876543210', delivered)
    const [order] = poojaOrderListReplySchema.parse(list.body).data!
    expect(order!.inLanguage?.name).toBe(seed.pujas[0]!.translations.hi.title)
    const events = order!.statusHistory!.events
    expect(events.find((event) => event.step === 'prasadDispatched')).toMatchObject({ courier: 'भारतीय डाक' })
  })

  it('answers a look-up of an unknown payment in Hindi', async () => {
    expect((await getJsonReply('/api/payments/status/POOJA_UNKNOWN', HINDI)).body).toEqual({
      success: false,
      error: 'यह भुगतान नहीं मिला',
    })
  })
})

describe('the Hindi reply texts', () => {
  /** Every text as replies carry it, each way a sentence built from a reply's facts can read. */
  function sentences({ paymentAlready, paymentNotCompleted, paymentShort, notSold, ...plain }: ReplyTexts) {
    const built: Record<string, string> = {
      ...plain,
      paymentShort: paymentShort(851, 2001),
      ...Object.fromEntries(
        PAYMENT_STATES.map((state) => [`paymentAlready ${state}`, paymentAlready(state)]),
      ),
      ...Object.fromEntries(
        UNPAID.map((state) => [`paymentNotCompleted ${state}`, paymentNotCompleted(state)]),
      ),
      ...Object.fromEntries(ITEMS.map((item) => [`notSold ${item}`, notSold({ item, name: 'Royal' })])),
    }
    return built
  }

  it('are Devanagari, none left as the English', () => {
    const english = sentences(REPLY_TEXTS.en)
    for (const [name, sentence] of Object.entries(sentences(REPLY_TEXTS.hi))) {
      expect(sentence, name).toMatch(/[\u0900-\u097F]/)
      expect(sentence, name).not.toBe(english[name])
    }
  })
})
