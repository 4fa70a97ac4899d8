/** SPEC §7 user-profile calls: GET /api/user-profile/{uid} (uid URL-encoded) and POST /api/user-profile/upsert. */
import { getJson, postJson } from './client'
import {
  acknowledgementReplySchema,
  NOT_SET,
  userProfileReplySchema,
  type UserProfile,
  type UserProfileFields,
} from './schemas'

/** The saved display name and e-mail of a user (whatever else the server sends is ignored). */
export async function fetchUserProfile(uid: string, signal?: AbortSignal): Promise<UserProfileFields> {
  const reply = await getJson(`/api/user-profile/${encodeURIComponent(uid)}`, userProfileReplySchema, {
    signal,
  })
  return {
    displayName: reply.displayName,
    emailAddress: reply.emailAddress,
    accountCreated: reply.accountCreated,
  }
}

/** SPEC §5: an empty display name or e-mail is stored as 'Not set'. */
export function withNotSet(profile: UserProfile): UserProfile {
  return {
    ...profile,
    displayName: profile.displayName.trim() || NOT_SET,
    emailAddress: profile.emailAddress.trim() || NOT_SET,
  }
}

export async function upsertUserProfile(profile: UserProfile, signal?: AbortSignal): Promise<void> {
  await postJson('/api/user-profile/upsert', withNotSet(profile), acknowledgementReplySchema, { signal })
}
