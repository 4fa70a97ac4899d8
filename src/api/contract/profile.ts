/** The user profile (SPEC §3, §5) as stored and as read. */
import { z } from 'zod/mini'
import { familyMemberSchema, SANKALP_NAMES_MAX } from './devotee'

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
