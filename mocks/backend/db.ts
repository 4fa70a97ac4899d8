/** The mock backend's data: one zod schema for everything a store holds, seeded from db.json. */
import { z } from 'zod/mini'
import {
  chadavaOrderRequestSchema,
  chadavaSchema,
  contactMessageSchema,
  gatewayOutcomeStateSchema,
  horoscopeOrderRequestSchema,
  poojaOrderRequestSchema,
  pujaSchema,
  translatedLanguageSchema,
  userProfileSchema,
} from '../../src/api/schemas'

const paymentStateSchema = gatewayOutcomeStateSchema

const paymentRecordSchema = z.object({
  merchantOrderId: z.string(),
  amount: z.int().check(z.positive()),
  state: paymentStateSchema,
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  redirectUrl: z.string(),
  createdAt: z.string(),
  orderId: z.string(),
  transactionId: z.optional(z.string()),
  /** The signed-in account that started the payment; none for a guest's. Only its orders may use the payment. */
  payerUid: z.optional(z.string()),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

/** A mock sign-in: random tokens (never derived from the uid); the ID token expires, the refresh token does not. */
const sessionSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  idToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresAt: z.string(),
})
export type Session = z.infer<typeof sessionSchema>

const stored = { _id: z.string(), createdAt: z.string() }

const storedPoojaOrderSchema = z.extend(poojaOrderRequestSchema, stored)
export type StoredPoojaOrder = z.infer<typeof storedPoojaOrderSchema>
const storedChadavaOrderSchema = z.extend(chadavaOrderRequestSchema, stored)
export type StoredChadavaOrder = z.infer<typeof storedChadavaOrderSchema>
const storedHoroscopeOrderSchema = z.extend(horoscopeOrderRequestSchema, stored)

/** A puja's texts in another language; its packages in the same order as the English ones. */
const pujaTranslationSchema = z.extend(
  z.pick(pujaSchema, {
    title: true,
    tag: true,
    desc: true,
    location: true,
    aboutPuja: true,
    aboutTemple: true,
    benefits: true,
  }),
  { pujaPackages: z.array(z.object({ packageName: z.string(), description: z.array(z.string()) })) },
)

/** A chadava's texts in another language; its offerings in the same order as the English ones. */
const chadavaTranslationSchema = z.extend(
  z.pick(chadavaSchema, {
    name: true,
    tag: true,
    description: true,
    moreAbout: true,
    templeName: true,
    benefits: true,
  }),
  { availableOfferings: z.array(z.object({ name: z.string(), description: z.string() })) },
)

/** An entry's texts by the language they are in (`hi`): each served to a visitor who reads that language. */
const translationsSchema = <T extends z.core.SomeType>(texts: T) =>
  z.optional(z.partialRecord(translatedLanguageSchema, texts))

/**
 * Catalogue entries are stored without the flags that depend on the current day (computed when read), and with their
 * translations.
 */
const storedPujaSchema = z.extend(z.omit(pujaSchema, { isToday: true, isUpcoming: true }), {
  translations: translationsSchema(pujaTranslationSchema),
})
export type StoredPuja = z.infer<typeof storedPujaSchema>
const storedChadavaSchema = z.extend(chadavaSchema, {
  translations: translationsSchema(chadavaTranslationSchema),
})
export type StoredChadava = z.infer<typeof storedChadavaSchema>

export const mockDbSchema = z.object({
  meta: z.object({ seedDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), version: z.int() }),
  pujas: z.array(storedPujaSchema),
  chadavas: z.array(storedChadavaSchema),
  payments: z.array(paymentRecordSchema),
  poojaOrders: z.array(storedPoojaOrderSchema),
  chadavaOrders: z.array(storedChadavaOrderSchema),
  horoscopeOrders: z.array(storedHoroscopeOrderSchema),
  profiles: z.array(userProfileSchema),
  contactMessages: z.array(z.extend(contactMessageSchema, stored)),
  newsletterSubscribers: z.array(z.object({ ...stored, email: z.string() })),
  sessions: z.array(sessionSchema),
})
export type MockDb = z.infer<typeof mockDbSchema>
