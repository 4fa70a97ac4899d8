/**
 * The one payment start, for each kind of attempt: the request the gateway gets, the merchantOrderId, the redirect
 * allowlist and the session payment data (SPEC §3, §7, DESIGN §10).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiFailure } from '../../../src/api/client'
import type { PaymentInitiateRequest } from '../../../src/api/schemas'
import { bookingPaymentAttempt } from '../../../src/domain/booking/bookingPayment'
import {
  emptyConsultationForm,
  type ConsultationForm,
} from '../../../src/domain/consultation/consultationForm'
import { consultationPaymentAttempt } from '../../../src/domain/consultation/consultationPayment'
import { merchantOrderIdSchema } from '../../../src/api/contract/payments'
import type { PaymentAttempt } from '../../../src/domain/payment/paymentAttempt'
import { clearPaymentData, readPaymentData } from '../../../src/domain/payment/paymentData'
import { KEPT_BOOKINGS_KEY, keptBooking } from '../../../src/domain/payment/keptBookings'
import { startPayment, type StartPaymentDeps } from '../../../src/features/payment'
import { chadavaOrder, pujaOrder, validPersonalDetails } from '../../../src/testing/fixtures/bookingOrders'
import { setActiveLanguage } from '../../../src/lib/language'

const SITE = 'https://sankalp.example'
const GATEWAY = 'https://gateway.example'
const policy = { gatewayOrigins: [GATEWAY], siteOrigin: SITE, allowSiteOrigin: false }
const contact = { name: '  Asha Verma ', whatsappNumber: '9876543210' }

const consultation: ConsultationForm = {
  ...emptyConsultationForm(),
  name: ' Meera Iyer ',
  email: 'meera@example.com ',
  phone: '4155550100',
  countryCode: 'US',
  date: '2026-12-01',
  time: '02:30 PM',
  duration: '20',
}

const attempts: {
  kind: string
  attempt: () => PaymentAttempt
  prefix: string
  request: object
  data: object
}[] = [
  {
    kind: 'puja',
    attempt: () =>
      bookingPaymentAttempt(
        {
          order: pujaOrder,
          contact,
          personalDetails: validPersonalDetails,
          familyMembers: [{ name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' }],
        },
        'uid-asha',
      ),
    prefix: 'POOJA_',
    request: {
      amount: 200100,
      customerId: '9876543210',
      customerName: 'Asha Verma',
      customerPhone: '+919876543210',
    },
    data: {
      status: 'PENDING',
      amount: 2001,
      returnTo: 'personal-details',
      language: 'en',
      pujaDetails: {
        title: 'Rudrabhishek Puja',
        poojaId: 'puja-rudrabhishek',
        packageName: 'Family Puja',
        packageId: 'pkg-family',
      },
      personalDetails: validPersonalDetails,
      familyMembers: [{ name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' }],
      contactDetails: { name: 'Asha Verma', whatsappNumber: '9876543210' },
      uid: 'uid-asha',
    },
  },
  {
    kind: 'chadava',
    attempt: () =>
      bookingPaymentAttempt(
        { order: chadavaOrder, contact, personalDetails: null, familyMembers: [] },
        'uid-asha',
      ),
    prefix: 'CHADAVA_',
    request: {
      amount: 200400,
      customerId: '9876543210',
      customerName: 'Asha Verma',
      customerPhone: '+919876543210',
    },
    data: {
      status: 'PENDING',
      amount: 2004,
      returnTo: 'personal-details',
      language: 'en',
      chadavaDetails: {
        chadavaId: 'chadava-kashi',
        offerings: 'Diya Daan, Flower Garland, Bhog Prasad, Vastra Daan',
        offeringPositions: [0, 1, 2, 3],
      },
      personalDetails: null,
      contactDetails: { name: 'Asha Verma', whatsappNumber: '9876543210' },
      uid: 'uid-asha',
    },
  },
  {
    kind: 'horoscope',
    attempt: () => consultationPaymentAttempt(consultation),
    prefix: 'HOROSCOPE_',
    request: {
      amount: 20100,
      customerId: '4155550100',
      customerName: 'Meera Iyer',
      customerPhone: '+14155550100',
    },
    data: {
      status: 'PENDING',
      amount: 201,
      horoscopeDetails: {
        fullName: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '+14155550100',
        selectedPack: '20 Minutes Consultation',
        amount: 201,
      },
      personalDetails: null,
    },
  },
]

function deps(answer: (request: PaymentInitiateRequest) => Promise<string>) {
  const initiate = vi.fn((request: PaymentInitiateRequest, _options: { signal?: AbortSignal }) =>
    answer(request),
  )
  const options: StartPaymentDeps = { initiate, policy, siteOrigin: SITE }
  return { initiate, options }
}

beforeEach(() => clearPaymentData())

describe.each(attempts)('starting a $kind payment', ({ attempt, prefix, request, data }) => {
  it('sends the amount in paise, a new merchantOrderId and the return URL; stores the session data; returns the gateway URL', async () => {
    const { initiate, options } = deps(async (sent) => `${GATEWAY}/pay/${sent.merchantOrderId}`)
    const signal = new AbortController().signal
    const url = await startPayment(attempt(), signal, options)

    const [sent, sentOptions] = initiate.mock.calls[0]!
    expect(sent).toMatchObject({ ...request, redirectUrl: `${SITE}/payment/success` })
    expect(sent.merchantOrderId.startsWith(prefix)).toBe(true)
    expect(merchantOrderIdSchema.safeParse(sent.merchantOrderId).success).toBe(true)
    expect(sentOptions.signal).toBe(signal)
    expect(url).toBe(`${GATEWAY}/pay/${sent.merchantOrderId}`)
    expect(readPaymentData()).toMatchObject({
      status: 'ok',
      value: { merchantOrderId: sent.merchantOrderId, ...data },
    })
    // Kept in local storage too, for a return from the gateway in another tab.
    expect(keptBooking(sent.merchantOrderId)).toMatchObject({
      merchantOrderId: sent.merchantOrderId,
      ...data,
    })
  })

  it('stores the language the booking was made in, which its names are written in', async () => {
    const { options } = deps(async () => `${GATEWAY}/pay`)
    setActiveLanguage('hi')
    try {
      await startPayment(attempt(), new AbortController().signal, options)
    } finally {
      setActiveLanguage('en')
    }
    expect(readPaymentData()).toMatchObject({ status: 'ok', value: { language: 'hi' } })
  })

  it('makes a new merchantOrderId for every attempt', async () => {
    const { initiate, options } = deps(async () => `${GATEWAY}/pay`)
    await startPayment(attempt(), new AbortController().signal, options)
    await startPayment(attempt(), new AbortController().signal, options)
    const [first, second] = initiate.mock.calls.map(([sent]) => sent.merchantOrderId)
    expect(first).not.toBe(second)
  })

  it.each(['https://evil.example/pay', 'javascript:alert(1)', '//gateway.example/pay', '/pay'])(
    'refuses the gateway URL %j and stores nothing',
    async (gatewayUrl) => {
      const { options } = deps(async () => gatewayUrl)
      await expect(startPayment(attempt(), new AbortController().signal, options)).rejects.toThrow(
        'Failed to initiate payment. Please try again.',
      )
      expect(readPaymentData()).toEqual({ status: 'missing' })
      expect(localStorage.getItem(KEPT_BOOKINGS_KEY)).toBeNull()
    },
  )

  it("shows the server's refusal, else SPEC's initiation message, else the payment exception", async () => {
    const cases: [unknown, string][] = [
      [new ApiFailure({ kind: 'refused', reason: 'Amount too large' }), 'Amount too large'],
      [new ApiFailure({ kind: 'refused', reason: '' }), 'Failed to initiate payment. Please try again.'],
      [
        new ApiFailure({ kind: 'network', detail: 'offline' }),
        'An error occurred while processing payment. Please try again.',
      ],
    ]
    for (const [failure, message] of cases) {
      const { options } = deps(async () => Promise.reject(failure))
      await expect(startPayment(attempt(), new AbortController().signal, options)).rejects.toThrow(message)
    }
    expect(readPaymentData()).toEqual({ status: 'missing' })
  })
})

describe('a consultation attempt', () => {
  it.each(['name', 'email', 'phone'] as const)(
    "without a %s is refused: 'Missing required booking information'",
    (field) => {
      expect(() => consultationPaymentAttempt({ ...consultation, [field]: ' ' })).toThrow(
        'Missing required booking information',
      )
    },
  )
})
