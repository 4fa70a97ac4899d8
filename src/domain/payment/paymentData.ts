/**
 * Session payment data (SPEC §3): what the booking flows store under `paymentData` in session storage before the
 * browser leaves for the gateway, and what the payment status page reads back. Session storage is untrusted input,
 * so every read goes through `paymentDataSchema`.
 */
import { z } from 'zod/mini'
import { contactDetailsSchema, familyMemberSchema, personalDetailsSchema } from '../../api/contract/devotee'
import { consultationBookingFields, selectedOfferingSchema } from '../../api/contract/orderRequests'
import { merchantOrderIdSchema } from '../../api/contract/payments'
import { contentLanguageSchema } from '../../api/contract/language'
import { readStored, removeStored, writeStored, type StoredRead } from '../../lib/storage'

export const PAYMENT_DATA_KEY = 'paymentData'

/** SPEC §4: the status values the status API's answer maps to. */
export type PaymentStatus = 'SUCCESS' | 'PENDING' | 'FAILED' | 'CANCELLED'

const pujaPaymentDetailsSchema = z.object({
  title: z.string(),
  poojaId: z.string(),
  packageName: z.string(),
  /** The package's id, by which the status page finds its name in another language. */
  packageId: z.optional(z.string()),
  dateTime: z.string(),
  location: z.string(),
})
export type PujaPaymentDetails = z.infer<typeof pujaPaymentDetailsSchema>

const chadavaPaymentDetailsSchema = z.object({
  title: z.string(),
  chadavaId: z.string(),
  templeName: z.string(),
  dateTime: z.string(),
  /** The offering names joined by ', '. */
  offerings: z.string(),
  selectedOfferings: z.array(selectedOfferingSchema).check(z.minLength(1)),
  /** Each selected offering's place in the chadava's list, by which the status page names it in another language. */
  offeringPositions: z.optional(z.array(z.number().check(z.nonnegative()))),
})
export type ChadavaPaymentDetails = z.infer<typeof chadavaPaymentDetailsSchema>

/**
 * The consultation as the horoscope order will carry it (datetime ISO, selectedPack '{duration} Minutes Consultation').
 */
const horoscopePaymentDetailsSchema = z.object(consultationBookingFields)
export type HoroscopePaymentDetails = z.infer<typeof horoscopePaymentDetailsSchema>

export const paymentDataSchema = z.object({
  merchantOrderId: merchantOrderIdSchema,
  /** The language the booking was made in, which its names are written in. */
  language: z.optional(contentLanguageSchema),
  transactionId: z.optional(z.string()),
  /**
   * One of the PaymentStatus values; stored data without a status counts as PENDING, and one SPEC does not name is
   * kept as it is: it shows as 'Payment Status Unknown' until the status API answers (SPEC §4).
   */
  status: z._default(z.string().check(z.minLength(1)), 'PENDING'),
  /** The amount charged, in rupees (the gateway was sent this times 100, in paise). */
  amount: z.number().check(z.nonnegative()),
  /** 'personal-details' for puja and chadava: the status page then asks for the personal details. */
  returnTo: z.optional(z.string()),
  pujaDetails: z.optional(pujaPaymentDetailsSchema),
  chadavaDetails: z.optional(chadavaPaymentDetailsSchema),
  horoscopeDetails: z.optional(horoscopePaymentDetailsSchema),
  /** null until collected. */
  personalDetails: z._default(z.nullable(personalDetailsSchema), null),
  /** The family whose names are read in the sankalp after the devotee's (a package for N persons: up to N - 1). */
  familyMembers: z._default(z.array(familyMemberSchema), []),
  contactDetails: z.optional(z.nullable(contactDetailsSchema)),
  /** Where the horoscope order is sent, when not the default endpoint. */
  apiEndpoint: z.optional(z.string()),
  /**
   * The account that paid (a puja or chadava): the booking is shown, and its order made, only while it is signed in,
   * so a shared phone's next user never sees it or takes it as theirs. Data without it is anyone's, as SPEC stores it.
   */
  uid: z.optional(z.string()),
})
export type PaymentData = z.output<typeof paymentDataSchema>
export type PaymentDataInput = z.input<typeof paymentDataSchema>

/** What the data pays for, by the details it holds. */
export function orderKindOf(data: PaymentData): 'puja' | 'chadava' | 'horoscope' | null {
  if (data.horoscopeDetails) return 'horoscope'
  if (data.chadavaDetails) return 'chadava'
  if (data.pujaDetails) return 'puja'
  return null
}

/** Who is looking at the booking: whether sign-in is still loading, and the uid once signed in. */
export interface BookingViewer {
  loading: boolean
  uid: string | null
}

/** Whether the booking is the viewer's: one bound to no account, or to the account signed in. */
export function isViewersBooking(data: PaymentData, viewer: BookingViewer): boolean {
  return data.uid === undefined || (!viewer.loading && viewer.uid === data.uid)
}

/** Whether another account than the one that paid is signed in. */
export function isAnotherAccountsBooking(data: PaymentData, viewer: BookingViewer): boolean {
  return data.uid !== undefined && !viewer.loading && viewer.uid !== null && viewer.uid !== data.uid
}

type PaymentDataParse = { ok: true; data: PaymentData } | { ok: false }

export function parsePaymentData(value: unknown): PaymentDataParse {
  const result = paymentDataSchema.safeParse(value)
  return result.success ? { ok: true, data: result.data } : { ok: false }
}

/** `missing` when nothing is stored, `invalid` when what is stored does not parse (SPEC §8 'Invalid payment data'). */
export function readPaymentData(): StoredRead<PaymentData> {
  return readStored('session', PAYMENT_DATA_KEY, paymentDataSchema)
}

/** Stores the data in the session and answers it as stored. */
export function writePaymentData(data: PaymentDataInput): PaymentData {
  const parsed = paymentDataSchema.parse(data)
  writeStored('session', PAYMENT_DATA_KEY, parsed)
  return parsed
}

export function clearPaymentData(): void {
  removeStored('session', PAYMENT_DATA_KEY)
}
