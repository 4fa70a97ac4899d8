/**
 * One payment attempt, whatever is paid for (SPEC §3, §7): the kind (the merchantOrderId's prefix), the rupees charged,
 * who pays, and the session payment data to store once the attempt has its merchantOrderId. Built by the booking and
 * consultation rules; started by the one payment pipeline (src/features/payment).
 */
import type { ContactDetails } from '../../api/contract/devotee'
import { fullPhoneNumber } from '../phoneNumber'
import type { MerchantOrderKind } from './merchantOrderId'
import type { PaymentDataInput } from './paymentData'

export interface PaymentCustomer {
  /** The payer's id at the gateway: their national phone number. */
  id: string
  name: string
  /** The full phone number, with + and dial code. */
  phone: string
}

/** A puja's or chadava's payer: the contact, known at the gateway by their WhatsApp number. */
export function payerOf({ name, whatsappNumber }: ContactDetails): PaymentCustomer {
  return { id: whatsappNumber, name, phone: fullPhoneNumber(whatsappNumber) }
}

export interface PaymentAttempt {
  kind: MerchantOrderKind
  rupees: number
  customer: PaymentCustomer
  paymentData: Omit<PaymentDataInput, 'merchantOrderId'>
}

/** SPEC §7: rupees times 100, rounded. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}
