/** User profiles: GET /api/user-profile/{uid} and POST /api/user-profile/upsert. */
import { userProfileSchema, type ContentLanguage } from '../../src/api/schemas'
import type { MockDb } from './db'
import { answer, fail, ok, parseBody } from './replies'
import { replyTextsIn } from './replyTexts'
import type { Outcome, Reply } from './types'

export function getProfile(db: MockDb, uid: string, language: ContentLanguage = 'en'): Reply {
  const profile = db.profiles.find((row) => row.uid === uid)
  return profile ? ok({ success: true, data: profile }) : fail(404, replyTextsIn(language).profileNotFound)
}

export function upsertProfile(db: MockDb, body: unknown): Outcome {
  const parsed = parseBody(userProfileSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const profile = parsed.value
  const others = db.profiles.filter((row) => row.uid !== profile.uid)
  return { reply: ok({ success: true, data: profile }), next: { ...db, profiles: [...others, profile] } }
}
