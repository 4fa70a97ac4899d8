import { describe, expect, it } from 'vitest'
import type { FamilyMember } from '../../../src/api/contract/devotee'
import { paymentRetryAttempt } from '../../../src/domain/payment/paymentRetry'
import { paymentDataSchema } from '../../../src/domain/payment/paymentData'
import {
  chadavaPaymentData,
  horoscopePaymentData,
  personalDetails,
  pujaPaymentData,
} from '../../../src/testing/fixtures/paymentStatusData'

const mother: FamilyMember = { name: 'Sita Kumar', relation: 'mother', gotra: 'Kashyap' }

describe('paying again for a booking whose payment failed', () => {
  it('charges the same amount to the same payer, for the same puja, family and details', () => {
    const failed = {
      ...pujaPaymentData,
      status: 'FAILED' as const,
      transactionId: 'T-FAILED',
      personalDetails,
      familyMembers: [mother],
    }
    const attempt = paymentRetryAttempt(failed)
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
    const attempt = paymentRetryAttempt({ ...chadavaPaymentData, status: 'CANCELLED' })
    expect(attempt?.kind).toBe('chadava')
    expect(attempt?.paymentData.chadavaDetails).toEqual(chadavaPaymentData.chadavaDetails)
  })

  it('offers nothing for a consultation, or without the contact who pays', () => {
    expect(paymentRetryAttempt(horoscopePaymentData)).toBeNull()
    const { contactDetails: _none, ...withoutContact } = pujaPaymentData
    expect(paymentRetryAttempt(withoutContact)).toBeNull()
  })
})
