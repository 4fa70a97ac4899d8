/**
 * The API contract: every entity of SPEC §3 and every reply of SPEC §7 as a zod schema.
 * A real backend must answer in these shapes; replies that do not parse become an `invalid-reply` ApiError.
 */
import { z } from 'zod'
import { LANGUAGES } from '../lib/language'
import type { VisitorLocation } from '../lib/location'

/**
 * The language of the texts a reply carries (issue 13): the client sends its visitor's language as `Accept-Language`
 * (`en` or `hi`); the catalogue's names, descriptions, benefits and package texts come in that language, and orders
 * show the Hindi name of what was booked while keeping the temple's English one. Anything else means English.
 */
export const contentLanguageSchema = z.enum(LANGUAGES)
export type ContentLanguage = z.infer<typeof contentLanguageSchema>

/** The language an `Accept-Language` header asks for: its first tag that is `en` or `hi`, else English. */
export function contentLanguageOf(acceptLanguage: string | null | undefined): ContentLanguage {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const parsed = contentLanguageSchema.safeParse(range.split(';')[0]?.trim().toLowerCase().split('-')[0])
    if (parsed.success) return parsed.data
  }
  return 'en'
}

export const pujaPackageSchema = z.object({
  _id: z.string(),
  packageName: z.string(),
  price: z.number().nonnegative(),
  priceInDollars: z.number().nonnegative(),
  persons: z.number().int().positive(),
  description: z.array(z.string()),
})
export type PujaPackage = z.infer<typeof pujaPackageSchema>

export const pujaSchema = z.object({
  _id: z.string(),
  title: z.string(),
  tag: z.string(),
  desc: z.string(),
  location: z.string(),
  dateTime: z.string(),
  imageUrls: z.array(z.string()),
  aboutPuja: z.string(),
  aboutTemple: z.string(),
  benefits: z.array(z.string()),
  pujaPackages: z.array(pujaPackageSchema),
  isToday: z.boolean(),
  isUpcoming: z.boolean(),
})
export type Puja = z.infer<typeof pujaSchema>

export const offeringSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  priceInDollars: z.number().nonnegative(),
  imageUrl: z.string().optional(),
})
export type Offering = z.infer<typeof offeringSchema>

export const chadavaSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.array(z.string()),
  description: z.string(),
  moreAbout: z.string(),
  templeName: z.string(),
  datetime: z.string().optional(),
  imagesUrls: z.array(z.string()),
  benefits: z.array(z.string()),
  availableOfferings: z.array(offeringSchema),
})
export type Chadava = z.infer<typeof chadavaSchema>

export const pujaListReplySchema = z.object({
  success: z.boolean(),
  data: z.array(pujaSchema).optional(),
  error: z.string().optional(),
})
export const chadavaListReplySchema = z.object({
  success: z.boolean(),
  data: z.array(chadavaSchema).optional(),
  error: z.string().optional(),
})

/** Visitor location as cached in localStorage (SPEC §3). */
export const visitorLocationSchema = z.object({
  country: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  flag: z.string().min(1),
}) satisfies z.ZodType<VisitorLocation>
export type { VisitorLocation }

/** Geolocation service replies (SPEC §7): the first gives names and codes, the other two a country code. */
export const geoServiceOneReplySchema = z.object({
  country_name: z.string().optional(),
  country_code: z.string().optional(),
  error: z.boolean().optional(),
  reason: z.string().optional(),
})
export const geoCountryReplySchema = z.object({ country: z.string().optional() })

export const contactDetailsSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string(),
})
export type ContactDetails = z.infer<typeof contactDetailsSchema>

export const personalDetailsSchema = z.object({
  fullName: z.string(),
  gotra: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
})
export type PersonalDetails = z.infer<typeof personalDetailsSchema>

/** Whom a sankalp name is for, seen from the devotee: the devotee is 'self', everyone else is family. */
export const SANKALP_RELATIONS = [
  'self',
  'spouse',
  'father',
  'mother',
  'son',
  'daughter',
  'brother',
  'sister',
  'grandfather',
  'grandmother',
  'other',
] as const
export const sankalpRelationSchema = z.enum(SANKALP_RELATIONS)
export type SankalpRelation = z.infer<typeof sankalpRelationSchema>

/** The most names one sankalp (or a profile's saved family) holds. */
export const SANKALP_NAMES_MAX = 10

/** One name read in the sankalp: a person, their relation to the devotee and their gotra (both required, trimmed). */
export const sankalpNameSchema = z.object({
  name: z.string().trim().min(1),
  relation: sankalpRelationSchema,
  gotra: z.string().trim().min(1),
})
export type SankalpName = z.infer<typeof sankalpNameSchema>

/** A saved family member: anyone but the devotee. */
export const familyMemberSchema = sankalpNameSchema.extend({
  relation: sankalpRelationSchema.exclude(['self']),
})
export type FamilyMember = z.infer<typeof familyMemberSchema>

/** The names of an order's sankalp: the devotee first ('self'), then up to the package's persons less one of family. */
export const sankalpNamesSchema = z
  .tuple([sankalpNameSchema.extend({ relation: z.literal('self') })], familyMemberSchema)
  .check(z.maxLength(SANKALP_NAMES_MAX))

export const merchantOrderIdSchema = z.string().regex(/^[A-Z0-9_]{1,62}$/)

export const paymentInitiateRequestSchema = z.object({
  amount: z.number().int().positive(),
  redirectUrl: z.string().url(),
  merchantOrderId: merchantOrderIdSchema,
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
})
export type PaymentInitiateRequest = z.infer<typeof paymentInitiateRequestSchema>

export const paymentInitiateReplySchema = z.object({
  success: z.boolean(),
  redirectUrl: z.string().optional(),
  error: z.string().optional(),
})
export type PaymentInitiateReply = z.infer<typeof paymentInitiateReplySchema>

export const paymentStatusReplySchema = z.object({
  success: z.boolean(),
  state: z.string().optional(),
  orderId: z.string().optional(),
  merchantOrderId: z.string().optional(),
  transactionId: z.string().optional(),
  paymentDetails: z.array(z.object({ transactionId: z.string().optional() }).loose()).optional(),
  amount: z.number().int().nonnegative().optional(),
  error: z.string().optional(),
})
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>

export const transactionReplySchema = z.object({ success: z.boolean() }).loose()

export const orderStatusSchema = z.string()

const orderIdentity = {
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  gotra: z.string(),
  amount: z.number().nonnegative(),
  scheduledDate: z.string(),
  specialInstructions: z.string(),
  paymentMethod: z.string(),
  uid: z.string().min(1),
  orderStatus: orderStatusSchema,
  merchantOrderId: merchantOrderIdSchema,
  /** Every name read in the sankalp, the devotee first (puja packages for N persons take up to N). */
  sankalpNames: sankalpNamesSchema.optional(),
}

export const poojaOrderRequestSchema = z.object({
  ...orderIdentity,
  poojaName: z.string(),
  poojaId: z.string(),
  selectedPackage: z.string(),
})
export type PoojaOrderRequest = z.infer<typeof poojaOrderRequestSchema>

export const selectedOfferingSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string().optional(),
})
export type SelectedOffering = z.infer<typeof selectedOfferingSchema>

export const chadavaOrderRequestSchema = z.object({
  ...orderIdentity,
  chadavaName: z.string(),
  chadavaId: z.string(),
  selectedOfferings: z.array(selectedOfferingSchema).min(1),
})
export type ChadavaOrderRequest = z.infer<typeof chadavaOrderRequestSchema>

export const horoscopeOrderRequestSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  datetime: z.string(),
  selectedPack: z.string(),
  amount: z.number().nonnegative(),
  merchantOrderId: merchantOrderIdSchema,
})
export type HoroscopeOrderRequest = z.infer<typeof horoscopeOrderRequestSchema>

/**
 * Issue 14: the steps of an order, in order. A paid order goes booked → confirmed → performed → videoReady →
 * prasadDispatched → delivered; a cancelled one goes booked → cancelled → refunded instead.
 */
export const orderStepSchema = z.enum([
  'booked',
  'confirmed',
  'performed',
  'videoReady',
  'prasadDispatched',
  'delivered',
  'cancelled',
  'refunded',
])
export type OrderStep = z.infer<typeof orderStepSchema>

const instantSchema = z.iso.datetime({ offset: true })
const happened = { at: instantSchema }

/** One step that has happened, when, and what the devotee needs of it. */
export const orderEventSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('booked'),
    ...happened,
    /** The payment's merchantOrderId. */
    paymentReference: z.string().min(1),
    /** The price shown in dollars to a visitor abroad when they booked. */
    amountInDollars: z.number().nonnegative().optional(),
  }),
  z.object({ step: z.literal('confirmed'), ...happened, temple: z.string().min(1) }),
  z.object({ step: z.literal('performed'), ...happened }),
  z.object({
    step: z.literal('videoReady'),
    ...happened,
    videoUrl: z.url(),
    /** The second of the video at which the devotee's name is read in the sankalp. */
    sankalpAtSecond: z.number().int().nonnegative().optional(),
  }),
  z.object({
    step: z.literal('prasadDispatched'),
    ...happened,
    courier: z.string().min(1),
    trackingNumber: z.string().min(1),
    trackingUrl: z.url(),
  }),
  z.object({ step: z.literal('delivered'), ...happened }),
  z.object({ step: z.literal('cancelled'), ...happened, reason: z.string().optional() }),
  /** The refund reached the devotee: amount in rupees. */
  z.object({ step: z.literal('refunded'), ...happened, amount: z.number().nonnegative() }),
])
export type OrderEvent = z.infer<typeof orderEventSchema>

/** The steps that have happened, oldest first, and the one expected next with its date, if any. */
export const statusHistorySchema = z.object({
  events: z.array(orderEventSchema),
  next: z.object({ step: orderStepSchema, expectedBy: instantSchema }).optional(),
})
export type StatusHistory = z.infer<typeof statusHistorySchema>

export const poojaOrderSchema = z.object({
  _id: z.string(),
  poojaName: z.string(),
  selectedPackage: z.string(),
  amount: z.number().nonnegative(),
  scheduledDate: z.string(),
  createdAt: z.string(),
  orderStatus: z.string(),
  paymentMethod: z.string(),
  specialInstructions: z.string().optional(),
  statusHistory: statusHistorySchema.optional(),
  sankalpNames: sankalpNamesSchema.optional(),
  /**
   * What was booked, named in the request's language (`Accept-Language`) when that is not English; the order itself
   * keeps the temple's English names.
   */
  inLanguage: z.object({ name: z.string(), selectedPackage: z.string().optional() }).optional(),
})
export type PoojaOrder = z.infer<typeof poojaOrderSchema>

export const chadavaOrderSchema = poojaOrderSchema
  .omit({ poojaName: true, selectedPackage: true })
  .extend({ chadavaName: z.string(), selectedOfferings: z.array(selectedOfferingSchema) })
export type ChadavaOrder = z.infer<typeof chadavaOrderSchema>

export const poojaOrderCreateReplySchema = z.object({
  success: z.boolean(),
  orderId: z.string().optional(),
  error: z.string().optional(),
})
export const chadavaOrderCreateReplySchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ _id: z.string() }).optional(),
  error: z.string().optional(),
})
export const horoscopeOrderCreateReplySchema = z.object({
  message: z.string().optional(),
  data: z.object({ _id: z.string() }).optional(),
})

export const poojaOrderListReplySchema = z.object({
  success: z.boolean(),
  data: z.array(poojaOrderSchema).optional(),
  error: z.string().optional(),
})
export const chadavaOrderListReplySchema = z.object({
  success: z.boolean(),
  data: z.array(chadavaOrderSchema).optional(),
  error: z.string().optional(),
})
export const poojaOrderReplySchema = z.object({
  success: z.boolean(),
  data: poojaOrderSchema.optional(),
  error: z.string().optional(),
})
export const chadavaOrderReplySchema = z.object({
  success: z.boolean(),
  data: chadavaOrderSchema.optional(),
  error: z.string().optional(),
})

/** SPEC §5: an empty display name or e-mail is stored as this. */
export const NOT_SET = 'Not set'

export const userProfileSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  accountCreated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Family members saved for the next sankalp. */
  familyMembers: z.array(familyMemberSchema).max(SANKALP_NAMES_MAX).optional(),
})
export type UserProfile = z.infer<typeof userProfileSchema>

const profileFieldsSchema = z
  .object({
    displayName: z.string().optional(),
    emailAddress: z.string().optional(),
    accountCreated: z.string().optional(),
    familyMembers: z.array(familyMemberSchema).optional(),
  })
  .loose()
export type UserProfileFields = z.infer<typeof profileFieldsSchema>
/** GET /api/user-profile/{uid}: the fields under `data`, or the body itself. */
export const userProfileReplySchema = z.union([
  z
    .object({ data: profileFieldsSchema })
    .loose()
    .transform((reply): UserProfileFields => reply.data),
  profileFieldsSchema,
])

export const contactMessageSchema = z.object({
  name: z.string().min(1),
  email: z.email(),
  phone: z.string().optional(),
  subject: z.enum(['virtual-puja', 'chadava', 'donation', 'horoscope', 'technical', 'other']),
  message: z.string().min(1),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const newsletterRequestSchema = z.object({ email: z.email() })

export const acknowledgementReplySchema = z.object({ success: z.boolean(), message: z.string().optional() })

/** The mock payment gateway (mock mode only): the payment it shows and the outcome the visitor picks. */
export const gatewayOutcomeStateSchema = z.enum(['COMPLETED', 'FAILED', 'CANCELLED', 'PENDING'])
export type GatewayOutcomeState = z.infer<typeof gatewayOutcomeStateSchema>
export const mockGatewayOutcomeRequestSchema = z.object({ state: gatewayOutcomeStateSchema })
export const mockGatewayPaymentReplySchema = z.object({
  success: z.boolean(),
  merchantName: z.string().optional(),
  merchantOrderId: z.string().optional(),
  amount: z.number().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
})

/** Every error reply (4xx, 5xx): `success: false` and a message a person can read. */
export const errorReplySchema = z.object({ success: z.literal(false), error: z.string().min(1) }).loose()

/**
 * The mock identity provider (mock mode only), standing in for Firebase Auth: the phone number and code give a uid, an
 * ID token for `Authorization: Bearer` and a refresh token for fresh ID tokens.
 */
export const mockSessionRequestSchema = z.object({
  phoneNumber: z.string().regex(/^\+\d{8,15}$/),
  code: z.string(),
})
export const mockSessionReplySchema = z.object({
  success: z.boolean(),
  uid: z.string().min(1),
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
})
export const mockTokenRefreshRequestSchema = z.object({ refreshToken: z.string().min(1) })
export const mockTokenRefreshReplySchema = z.object({ success: z.boolean(), idToken: z.string().min(1) })
