/**
 * The API contract: every entity of SPEC §3 and every reply of SPEC §7 as a zod schema.
 * A real backend must answer in these shapes; replies that do not parse become an `invalid-reply` ApiError.
 */
import { z } from 'zod/mini'
import { LANGUAGES } from '../lib/language'
import type { VisitorLocation } from '../lib/location'

/** A string of at least one character. */
const filledString = () => z.string().check(z.minLength(1))
/** A number of at least 0: a price, an amount. */
const nonNegativeNumber = () => z.number().check(z.nonnegative())

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
  price: nonNegativeNumber(),
  priceInDollars: nonNegativeNumber(),
  persons: z.int().check(z.positive()),
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
  price: nonNegativeNumber(),
  priceInDollars: nonNegativeNumber(),
  imageUrl: z.optional(z.string()),
})
export type Offering = z.infer<typeof offeringSchema>

export const chadavaSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.array(z.string()),
  description: z.string(),
  moreAbout: z.string(),
  templeName: z.string(),
  datetime: z.optional(z.string()),
  imagesUrls: z.array(z.string()),
  benefits: z.array(z.string()),
  availableOfferings: z.array(offeringSchema),
})
export type Chadava = z.infer<typeof chadavaSchema>

export const pujaListReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(z.array(pujaSchema)),
  error: z.optional(z.string()),
})
export const chadavaListReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(z.array(chadavaSchema)),
  error: z.optional(z.string()),
})

/** Visitor location as cached in localStorage (SPEC §3). */
export const visitorLocationSchema = z.object({
  country: filledString(),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  flag: filledString(),
}) satisfies z.ZodMiniType<VisitorLocation>
export type { VisitorLocation }

/** Geolocation service replies (SPEC §7): the first gives names and codes, the other two a country code. */
export const geoServiceOneReplySchema = z.object({
  country_name: z.optional(z.string()),
  country_code: z.optional(z.string()),
  error: z.optional(z.boolean()),
  reason: z.optional(z.string()),
})
export const geoCountryReplySchema = z.object({ country: z.optional(z.string()) })

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

/** The relations a family member may have: everyone but the devotee. */
const FAMILY_RELATIONS = [
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
/** Whom a sankalp name is for, seen from the devotee: the devotee is 'self', everyone else is family. */
export const SANKALP_RELATIONS = ['self', ...FAMILY_RELATIONS] as const
export const sankalpRelationSchema = z.enum(SANKALP_RELATIONS)
export type SankalpRelation = z.infer<typeof sankalpRelationSchema>

/** The most names one sankalp (or a profile's saved family) holds. */
export const SANKALP_NAMES_MAX = 10

/** One name read in the sankalp: a person, their relation to the devotee and their gotra (both required, trimmed). */
export const sankalpNameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  relation: sankalpRelationSchema,
  gotra: z.string().check(z.trim(), z.minLength(1)),
})
export type SankalpName = z.infer<typeof sankalpNameSchema>

/** A saved family member: anyone but the devotee. */
export const familyMemberSchema = z.extend(sankalpNameSchema, { relation: z.enum(FAMILY_RELATIONS) })
export type FamilyMember = z.infer<typeof familyMemberSchema>

/** The names of an order's sankalp: the devotee first ('self'), then up to the package's persons less one of family. */
export const sankalpNamesSchema = z
  .tuple([z.extend(sankalpNameSchema, { relation: z.literal('self') })], familyMemberSchema)
  .check(z.maxLength(SANKALP_NAMES_MAX))

export const merchantOrderIdSchema = z.string().check(z.regex(/^[A-Z0-9_]{1,62}$/))

export const paymentInitiateRequestSchema = z.object({
  amount: z.int().check(z.positive()),
  redirectUrl: z.url(),
  merchantOrderId: merchantOrderIdSchema,
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
})
export type PaymentInitiateRequest = z.infer<typeof paymentInitiateRequestSchema>

export const paymentInitiateReplySchema = z.object({
  success: z.boolean(),
  redirectUrl: z.optional(z.string()),
  error: z.optional(z.string()),
})
export type PaymentInitiateReply = z.infer<typeof paymentInitiateReplySchema>

export const paymentStatusReplySchema = z.object({
  success: z.boolean(),
  state: z.optional(z.string()),
  orderId: z.optional(z.string()),
  merchantOrderId: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  paymentDetails: z.optional(z.array(z.looseObject({ transactionId: z.optional(z.string()) }))),
  amount: z.optional(z.int().check(z.nonnegative())),
  error: z.optional(z.string()),
})
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>

export const transactionReplySchema = z.looseObject({ success: z.boolean() })

export const orderStatusSchema = z.string()

const orderIdentity = {
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  gotra: z.string(),
  amount: nonNegativeNumber(),
  scheduledDate: z.string(),
  specialInstructions: z.string(),
  paymentMethod: z.string(),
  uid: filledString(),
  orderStatus: orderStatusSchema,
  merchantOrderId: merchantOrderIdSchema,
  /** Every name read in the sankalp, the devotee first (puja packages for N persons take up to N). */
  sankalpNames: z.optional(sankalpNamesSchema),
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
  price: nonNegativeNumber(),
  imageUrl: z.optional(z.string()),
})
export type SelectedOffering = z.infer<typeof selectedOfferingSchema>

export const chadavaOrderRequestSchema = z.object({
  ...orderIdentity,
  chadavaName: z.string(),
  chadavaId: z.string(),
  selectedOfferings: z.array(selectedOfferingSchema).check(z.minLength(1)),
})
export type ChadavaOrderRequest = z.infer<typeof chadavaOrderRequestSchema>

export const horoscopeOrderRequestSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  datetime: z.string(),
  selectedPack: z.string(),
  amount: nonNegativeNumber(),
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
    paymentReference: filledString(),
    /** The price shown in dollars to a visitor abroad when they booked. */
    amountInDollars: z.optional(nonNegativeNumber()),
  }),
  z.object({ step: z.literal('confirmed'), ...happened, temple: filledString() }),
  z.object({ step: z.literal('performed'), ...happened }),
  z.object({
    step: z.literal('videoReady'),
    ...happened,
    videoUrl: z.url(),
    /** The second of the video at which the devotee's name is read in the sankalp. */
    sankalpAtSecond: z.optional(z.int().check(z.nonnegative())),
  }),
  z.object({
    step: z.literal('prasadDispatched'),
    ...happened,
    courier: filledString(),
    trackingNumber: filledString(),
    trackingUrl: z.url(),
  }),
  z.object({ step: z.literal('delivered'), ...happened }),
  z.object({ step: z.literal('cancelled'), ...happened, reason: z.optional(z.string()) }),
  /** The refund reached the devotee: amount in rupees. */
  z.object({ step: z.literal('refunded'), ...happened, amount: nonNegativeNumber() }),
])
export type OrderEvent = z.infer<typeof orderEventSchema>

/** The steps that have happened, oldest first, and the one expected next with its date, if any. */
export const statusHistorySchema = z.object({
  events: z.array(orderEventSchema),
  next: z.optional(z.object({ step: orderStepSchema, expectedBy: instantSchema })),
})
export type StatusHistory = z.infer<typeof statusHistorySchema>

export const poojaOrderSchema = z.object({
  _id: z.string(),
  poojaName: z.string(),
  selectedPackage: z.string(),
  amount: nonNegativeNumber(),
  scheduledDate: z.string(),
  createdAt: z.string(),
  orderStatus: z.string(),
  paymentMethod: z.string(),
  specialInstructions: z.optional(z.string()),
  statusHistory: z.optional(statusHistorySchema),
  sankalpNames: z.optional(sankalpNamesSchema),
  /**
   * What was booked, named in the request's language (`Accept-Language`) when that is not English; the order itself
   * keeps the temple's English names.
   */
  inLanguage: z.optional(z.object({ name: z.string(), selectedPackage: z.optional(z.string()) })),
})
export type PoojaOrder = z.infer<typeof poojaOrderSchema>

export const chadavaOrderSchema = z.extend(
  z.omit(poojaOrderSchema, { poojaName: true, selectedPackage: true }),
  {
    chadavaName: z.string(),
    selectedOfferings: z.array(selectedOfferingSchema),
  },
)
export type ChadavaOrder = z.infer<typeof chadavaOrderSchema>

export const poojaOrderCreateReplySchema = z.object({
  success: z.boolean(),
  orderId: z.optional(z.string()),
  error: z.optional(z.string()),
})
export const chadavaOrderCreateReplySchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.optional(z.object({ _id: z.string() })),
  error: z.optional(z.string()),
})
export const horoscopeOrderCreateReplySchema = z.object({
  message: z.optional(z.string()),
  data: z.optional(z.object({ _id: z.string() })),
})

export const poojaOrderListReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(z.array(poojaOrderSchema)),
  error: z.optional(z.string()),
})
export const chadavaOrderListReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(z.array(chadavaOrderSchema)),
  error: z.optional(z.string()),
})
export const poojaOrderReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(poojaOrderSchema),
  error: z.optional(z.string()),
})
export const chadavaOrderReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(chadavaOrderSchema),
  error: z.optional(z.string()),
})

/** SPEC §5: an empty display name or e-mail is stored as this. */
export const NOT_SET = 'Not set'

export const userProfileSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  accountCreated: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Family members saved for the next sankalp. */
  familyMembers: z.optional(z.array(familyMemberSchema).check(z.maxLength(SANKALP_NAMES_MAX))),
})
export type UserProfile = z.infer<typeof userProfileSchema>

const profileFieldsSchema = z.looseObject({
  displayName: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  accountCreated: z.optional(z.string()),
  familyMembers: z.optional(z.array(familyMemberSchema)),
})
export type UserProfileFields = z.infer<typeof profileFieldsSchema>
/** GET /api/user-profile/{uid}: the fields under `data`, or the body itself. */
export const userProfileReplySchema = z.union([
  z.pipe(
    z.looseObject({ data: profileFieldsSchema }),
    z.transform((reply: { data: UserProfileFields }) => reply.data),
  ),
  profileFieldsSchema,
])

export const contactMessageSchema = z.object({
  name: filledString(),
  email: z.email(),
  phone: z.optional(z.string()),
  subject: z.enum(['virtual-puja', 'chadava', 'donation', 'horoscope', 'technical', 'other']),
  message: filledString(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const newsletterRequestSchema = z.object({ email: z.email() })

export const acknowledgementReplySchema = z.object({ success: z.boolean(), message: z.optional(z.string()) })

/** The mock payment gateway (mock mode only): the payment it shows and the outcome the visitor picks. */
export const gatewayOutcomeStateSchema = z.enum(['COMPLETED', 'FAILED', 'CANCELLED', 'PENDING'])
export type GatewayOutcomeState = z.infer<typeof gatewayOutcomeStateSchema>
export const mockGatewayOutcomeRequestSchema = z.object({ state: gatewayOutcomeStateSchema })
export const mockGatewayPaymentReplySchema = z.object({
  success: z.boolean(),
  merchantName: z.optional(z.string()),
  merchantOrderId: z.optional(z.string()),
  amount: z.optional(z.number()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
})

/** Every error reply (4xx, 5xx): `success: false` and a message a person can read. */
export const errorReplySchema = z.looseObject({ success: z.literal(false), error: filledString() })

/**
 * The mock identity provider (mock mode only), standing in for Firebase Auth: the phone number and code give a uid, an
 * ID token for `Authorization: Bearer` and a refresh token for fresh ID tokens.
 */
export const mockSessionRequestSchema = z.object({
  phoneNumber: z.string().check(z.regex(/^\+\d{8,15}$/)),
  code: z.string(),
})
export const mockSessionReplySchema = z.object({
  success: z.boolean(),
  uid: filledString(),
  idToken: filledString(),
  refreshToken: filledString(),
})
export const mockTokenRefreshRequestSchema = z.object({ refreshToken: filledString() })
export const mockTokenRefreshReplySchema = z.object({ success: z.boolean(), idToken: filledString() })
