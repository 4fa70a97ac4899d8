/** The devotee and the family: contact and personal details, and the names read in the sankalp. */
import { z } from 'zod/mini'

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

/** The most names one sankalp (or a profile's saved family) holds. */
export const SANKALP_NAMES_MAX = 10

/** One name read in the sankalp: a person, their relation to the devotee and their gotra (both required, trimmed). */
const sankalpName = {
  name: z.string().check(z.trim(), z.minLength(1)),
  relation: sankalpRelationSchema,
  gotra: z.string().check(z.trim(), z.minLength(1)),
}
export const sankalpNameSchema = z.object(sankalpName)
export type SankalpName = z.infer<typeof sankalpNameSchema>

/** A saved family member: anyone but the devotee. */
export const familyMemberSchema = z.object({ ...sankalpName, relation: z.enum(FAMILY_RELATIONS) })
export type FamilyMember = z.infer<typeof familyMemberSchema>

/** The names of an order's sankalp: the devotee first ('self'), then up to the package's persons less one of family. */
export const sankalpNamesSchema = z
  .tuple([z.object({ ...sankalpName, relation: z.literal('self') })], familyMemberSchema)
  .check(z.maxLength(SANKALP_NAMES_MAX))
