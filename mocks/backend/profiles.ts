/** User profiles: GET /api/user-profile/{uid} and POST /api/user-profile/upsert. */
import { userProfileSchema } from '../../src/api/schemas'
import type { MockDb } from './db'
import { answer, fail, ok, parseBody } from './replies'
import type { Outcome, Reply } from './types'

export function getProfile(db: MockDb, uid: string): Reply {
  const profile = db.profiles.find((row) => row.uid === uid)
  return profile ? ok({ success: true, data: profile }) : fail(404, 'Profile not found')
}

export function upsertProfile(db: MockDb, body: unknown): Outcome {
  const parsed = parseBody(userProfileSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const profile = parsed.value
  const others = db.profiles.filter((row) => row.uid !== profile.uid)
  return { reply: ok({ success: true, data: profile }), next: { ...db, profiles: [...others, profile] } }
}
