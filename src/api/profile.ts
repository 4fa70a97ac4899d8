/** SPEC §7 user-profile calls: GET /api/user-profile/{uid} (uid URL-encoded) and POST /api/user-profile/upsert. */
import { getJson, postJson, type Credentials } from './client'
import { pathOf } from './paths'
import { acknowledgementReplySchema } from './contract/contact'
import { NOT_SET, userProfileReplySchema, type UserProfile, type UserProfileFields } from './contract/profile'

/** The saved display name, e-mail, creation date and family of a user (whatever else the server sends is ignored). */
export async function fetchUserProfile(
  uid: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<UserProfileFields> {
  const reply = await getJson(pathOf('profileGet', { uid }), userProfileReplySchema, { signal, credentials })
  return {
    displayName: reply.displayName,
    emailAddress: reply.emailAddress,
    accountCreated: reply.accountCreated,
    familyMembers: reply.familyMembers,
  }
}

/** SPEC §5: an empty display name or e-mail is stored as 'Not set'. */
function withNotSet(profile: UserProfile): UserProfile {
  return {
    ...profile,
    displayName: profile.displayName.trim() || NOT_SET,
    emailAddress: profile.emailAddress.trim() || NOT_SET,
  }
}

export async function upsertUserProfile(
  profile: UserProfile,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<void> {
  await postJson(pathOf('profileUpsert'), withNotSet(profile), acknowledgementReplySchema, {
    signal,
    credentials,
  })
}
