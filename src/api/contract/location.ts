/** The visitor's location: as cached (SPEC §3) and as the geolocation services reply (SPEC §7). */
import { z } from 'zod/mini'
import type { VisitorLocation } from '../../lib/location'
import { filledString } from './primitives'

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
