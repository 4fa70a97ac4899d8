import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PAYMENT_DATA_KEY,
  clearPaymentData,
  parsePaymentData,
  readPaymentData,
  writePaymentData,
  type PaymentDataInput,
} from '../../../src/domain/payment/paymentData'
import { MemoryStorage } from '../../../src/testing/memoryStorage'

const pujaPayment: PaymentDataInput = {
  merchantOrderId: 'POOJA_1763778000000_AB12CD34',
  amount: 1101,
  returnTo: 'personal-details',
  pujaDetails: {
    title: 'Rudrabhishek',
    poojaId: 'p1',
    packageName: 'Family',
    dateTime: '',
    location: 'Kashi',
  },
  personalDetails: null,
  contactDetails: { name: 'Asha', whatsappNumber: '9876543210' },
}

describe('paymentData', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
  })

  it('round-trips through session storage under the key paymentData, status defaulting to PENDING', () => {
    writePaymentData(pujaPayment)
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_DATA_KEY) ?? '')).toMatchObject({ status: 'PENDING' })
    const read = readPaymentData()
    expect(read).toEqual({ status: 'ok', value: { ...pujaPayment, status: 'PENDING', familyMembers: [] } })
  })

  it('reports missing data and corrupt data apart, never throwing', () => {
    expect(readPaymentData()).toEqual({ status: 'missing' })
    sessionStorage.setItem(PAYMENT_DATA_KEY, '{not json')
    expect(readPaymentData()).toEqual({ status: 'invalid' })
    sessionStorage.setItem(
      PAYMENT_DATA_KEY,
      JSON.stringify({ ...pujaPayment, merchantOrderId: 'bad id; drop' }),
    )
    expect(readPaymentData()).toEqual({ status: 'invalid' })
  })

  it('keeps a status SPEC does not name as it is (shown as unknown), and reads null contact details as none', () => {
    expect(parsePaymentData({ ...pujaPayment, status: 'UNKNOWN' })).toMatchObject({
      data: { status: 'UNKNOWN' },
    })
    expect(parsePaymentData({ ...pujaPayment, status: '' }).ok).toBe(false)
    expect(parsePaymentData({ ...pujaPayment, contactDetails: null })).toMatchObject({ ok: true })
  })

  it('refuses a negative amount and a chadava without offerings', () => {
    expect(parsePaymentData({ ...pujaPayment, amount: -1 }).ok).toBe(false)
    const chadava = {
      ...pujaPayment,
      pujaDetails: undefined,
      chadavaDetails: {
        title: 'x',
        chadavaId: 'c',
        templeName: 't',
        dateTime: '',
        offerings: '',
        selectedOfferings: [],
      },
    }
    expect(parsePaymentData(chadava).ok).toBe(false)
  })

  it('keeps collected personal details and can be cleared', () => {
    const personalDetails = {
      fullName: 'Asha',
      gotra: 'Kashyap',
      address: '1 Road',
      city: 'Pune',
      state: 'MH',
      pincode: '411001',
    }
    writePaymentData({ ...pujaPayment, personalDetails, status: 'SUCCESS' })
    expect(readPaymentData()).toMatchObject({ status: 'ok', value: { personalDetails, status: 'SUCCESS' } })
    clearPaymentData()
    expect(readPaymentData()).toEqual({ status: 'missing' })
  })
})
