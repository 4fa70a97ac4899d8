import { describe, expect, it } from 'vitest'
import type { FamilyMember } from '../../../src/api/contract/devotee'
import { canPayAgain, paymentRetryAttempt } from '../../../src/domain/payment/paymentRetry'
import { paymentDataSchema } from '../../../src/domain/payment/paymentData'
import {
  chadavaPaymentData,
  horoscopePaymentData,
  personalDetails,
  pujaPaymentData,
} from '../../../src/testing/fixtures/paymentStatusData'

const mother: FamilyMember = { name: 'Sita Kumar', relation: 'mother', gotra: 'Kashyap' }
const DIAL_CODES = ['+1', '+91', '+1876', '+44']

describe('paying again for a booking whose payment failed', () => {
  it('charges the same amount to the same payer, for the same puja, family and details', () => {
    const failed = {
      ...pujaPaymentData,
      status: 'FAILED' as const,
      transactionId: 'T-FAILED',
      personalDetails,
      familyMembers: [mother],
    }
    const attempt = paymentRetryAttempt(failed, [])
    expect(attempt).toEqual({
      kind: 'puja',
      rupees: 851,
      customer: { id: '9876543210', name: 'Ravi Kumar', phone: '+919876543210' },
      paymentData: {
        status: 'PENDING',
        amount: 851,
        returnTo: 'personal-details',
        pujaDetails: pujaPaymentData.pujaDetails,
        personalDetails,
        familyMembers: [mother],
        contactDetails: pujaPaymentData.contactDetails,
      },
    })
    // What is stored for the new attempt is a whole session record once it has its new merchantOrderId.
    expect(
      paymentDataSchema.safeParse({ ...attempt!.paymentData, merchantOrderId: 'POOJA_2_X' }).success,
    ).toBe(true)
  })

  it('keeps a chadava’s offerings', () => {
    const attempt = paymentRetryAttempt({ ...chadavaPaymentData, status: 'CANCELLED' }, [])
    expect(attempt?.kind).toBe('chadava')
    expect(attempt?.paymentData.chadavaDetails).toEqual(chadavaPaymentData.chadavaDetails)
  })

  it('knows a consultation’s payer by the national number, after the longest dial code the number starts with', () => {
    const abroad = (phone: string) =>
      paymentRetryAttempt(
        { ...horoscopePaymentData, horoscopeDetails: { ...horoscopePaymentData.horoscopeDetails!, phone } },
        DIAL_CODES,
      )?.customer
    expect(abroad('+919876543210')).toEqual({ id: '9876543210', name: 'Meera Iyer', phone: '+919876543210' })
    expect(abroad('+14155550100')?.id).toBe('4155550100')
    expect(abroad('+18765550100')?.id).toBe('5550100')
    expect(abroad('+6591234567')?.id).toBe('6591234567')
    expect(paymentRetryAttempt(horoscopePaymentData, DIAL_CODES)?.paymentData.horoscopeDetails).toEqual(
      horoscopePaymentData.horoscopeDetails,
    )
  })

  it('offers nothing without the contact who pays', () => {
    const { contactDetails: _none, ...withoutContact } = pujaPaymentData
    expect(paymentRetryAttempt(withoutContact, DIAL_CODES)).toBeNull()
    expect(canPayAgain(withoutContact, Date.parse('2026-11-01T00:00:00Z'))).toBe(false)
  })

  it('offers it until the end of the booked day in India, and for a booking without a date', () => {
    // The puja is on 25 November 2026 at 12:00 in India (06:30 UTC); India's day ends at 18:30 UTC.
    expect(canPayAgain(pujaPaymentData, Date.parse('2026-11-25T18:29:00Z'))).toBe(true)
    expect(canPayAgain(pujaPaymentData, Date.parse('2026-11-25T18:31:00Z'))).toBe(false)
    const undated = { ...pujaPaymentData, pujaDetails: { ...pujaPaymentData.pujaDetails!, dateTime: '' } }
    expect(canPayAgain(undated, Date.parse('2030-01-01T00:00:00Z'))).toBe(true)
    expect(canPayAgain(horoscopePaymentData, Date.parse('2026-11-24T00:00:00Z'))).toBe(true)
    expect(canPayAgain(horoscopePaymentData, Date.parse('2026-11-25T00:00:00Z'))).toBe(false)
  })
})
