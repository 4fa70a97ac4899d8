/** The catalogue (SPEC §3, §7): pujas with their packages, chadavas with their offerings, and their list replies. */
import { z } from 'zod/mini'
import { nonNegativeNumber } from './primitives'

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
