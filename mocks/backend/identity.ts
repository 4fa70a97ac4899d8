/**
 * Who is calling, for the endpoints that ask (src/api/endpoints.ts `identity`). The mock identity provider signs a
 * phone number in with the mock code and issues random tokens (an ID token that expires and a refresh token); the
 * Firebase Auth emulator's ID tokens (unsigned JWTs) are read for their user id. On user data, no token, or one that
 * is unknown or expired, is 401, and a valid token of another user than the data's owner is 403; where a guest may
 * call (`guestOrUser`), no token is a guest, and one that is sent must be valid (401).
 */
import {
  MOCK_SIGN_IN_CODE,
  mockSessionRequestSchema,
  mockTokenRefreshRequestSchema,
} from '../../src/api/schemas'
import type { Identity } from '../../src/api/endpoints'
import type { MockDb, Session } from './db'
import { answer, fail, ok, parseBody } from './replies'
import type { BackendEnv, Outcome, Reply } from './types'

/** How long a mock ID token is valid (Firebase's are valid an hour too). */
const ID_TOKEN_LIFETIME_MS = 3_600_000

export const NO_TOKEN = 'Sign-in required: send Authorization: Bearer <ID token>'
export const BAD_TOKEN = 'The ID token is expired or invalid'
export const OTHER_USER = "This is another user's data"

/** The uid the mock gives a phone number: `mock-` and its digits (+91 98765 43210 → mock-919876543210). */
function mockUidFor(phoneNumber: string): string {
  return `mock-${phoneNumber.replace(/\D/g, '')}`
}

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

const expiry = (env: BackendEnv) => new Date(env.now().getTime() + ID_TOKEN_LIFETIME_MS).toISOString()

/** POST /api/mock-auth/session {phoneNumber, code} → { success, uid, idToken, refreshToken }. */
export function createSession(db: MockDb, body: unknown, env: BackendEnv): Outcome {
  const parsed = parseBody(mockSessionRequestSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  if (parsed.value.code !== MOCK_SIGN_IN_CODE) return answer(fail(400, 'Invalid verification code'))
  const session: Session = {
    uid: mockUidFor(parsed.value.phoneNumber),
    idToken: randomToken(),
    refreshToken: randomToken(),
    expiresAt: expiry(env),
  }
  const { uid, idToken, refreshToken } = session
  return {
    reply: ok({ success: true, uid, idToken, refreshToken }),
    next: { ...db, sessions: [...db.sessions, session] },
  }
}

/** POST /api/mock-auth/refresh {refreshToken} → { success, idToken }: a new ID token; the old one stops working. */
export function refreshSession(db: MockDb, body: unknown, env: BackendEnv): Outcome {
  const parsed = parseBody(mockTokenRefreshRequestSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const session = db.sessions.find((row) => row.refreshToken === parsed.value.refreshToken)
  if (!session) return answer(fail(401, BAD_TOKEN))
  const renewed: Session = { ...session, idToken: randomToken(), expiresAt: expiry(env) }
  return {
    reply: ok({ success: true, idToken: renewed.idToken }),
    next: { ...db, sessions: db.sessions.map((row) => (row === session ? renewed : row)) },
  }
}

function decodeSegment(segment: string | undefined): Record<string, unknown> | null {
  try {
    const binary = atob((segment ?? '').replace(/-/g, '+').replace(/_/g, '/'))
    const value: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    )
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The user of a Firebase Auth emulator ID token: an unsigned JWT of a securetoken issuer that has not expired. */
function emulatorTokenUser(token: string, now: Date): string | null {
  const [header, payload, signature] = token.split('.')
  const claims = decodeSegment(payload)
  if (decodeSegment(header)?.alg !== 'none' || signature === undefined || !claims) return null
  if (typeof claims.iss !== 'string' || !claims.iss.startsWith('https://securetoken.google.com/')) return null
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null
  const user = claims.user_id ?? claims.sub
  return typeof user === 'string' && user ? user : null
}

function tokenUser(db: MockDb, token: string, now: Date): string | null {
  const session = db.sessions.find((row) => row.idToken === token)
  if (session) return Date.parse(session.expiresAt) > now.getTime() ? session.uid : null
  return emulatorTokenUser(token, now)
}

/** Whose data a request names: the path parameter or the body field of the endpoint's identity rule. */
function ownerOf(
  identity: Extract<Identity, { scope: 'user' }>,
  params: Readonly<Record<string, string>>,
  body: unknown,
) {
  const { in: where, name } = identity.owner
  if (where === 'path') return params[name]
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

export interface IdentifiedRequest {
  params: Readonly<Record<string, string>>
  body: unknown
  /** The Authorization header, if any. */
  authorization: string | null
}

/** The 401 or 403 reply that refuses a request, or who made it: a signed-in user's uid, or nobody (a guest). */
type Identification = { refused: Reply } | { caller?: string }

/** Who a request comes from, by the endpoint's identity rule. A body without its owner is left to the body's rule. */
export function identify(
  db: MockDb,
  identity: Identity,
  request: IdentifiedRequest,
  now: Date,
): Identification {
  if (identity.scope === 'public') return {}
  const token = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '')?.[1]
  if (!token) return identity.scope === 'guestOrUser' ? {} : { refused: fail(401, NO_TOKEN) }
  const user = tokenUser(db, token, now)
  if (!user) return { refused: fail(401, BAD_TOKEN) }
  if (identity.scope === 'guestOrUser') return { caller: user }
  const owner = ownerOf(identity, request.params, request.body)
  return owner !== undefined && owner !== user ? { refused: fail(403, OTHER_USER) } : { caller: user }
}
