/**
 * The mock phone sign-in used by `npm start`, the demo build, stories and tests. Code 123456 signs in; any other code
 * fails. The user is kept in localStorage (like Firebase's persistence) and read back through zod.
 * Fixed numbers reach each send-code error of SPEC §8 (see `MOCK_ERROR_PHONES`). The mock backend's identity calls
 * (src/api/mockIdentity.ts) give the uid and the ID token the API wants on user data, as Firebase Auth would.
 */
import { z } from 'zod/mini'
import { MOCK_SIGN_IN_CODE } from '../api/contract/mockServices'
import { refreshMockIdToken, startMockSession, type MockSession } from '../api/mockIdentity'
import { readStored, removeStored, writeStored } from '../lib/storage'
import { AuthProviderError, type AuthGateway, type AuthUser, type CodeConfirmation } from './AuthGateway'
import { signInFailureMessages } from '../content/messages/signIn'

export const MOCK_USER_KEY = 'sankalp.mockAuthUser'
export const MOCK_SESSION_KEY = 'sankalp.mockAuthSession'

/** Full phone numbers whose send-code fails with the given provider error. */
export const MOCK_ERROR_PHONES: Readonly<Record<string, AuthProviderError>> = {
  '+919000000001': new AuthProviderError('auth/invalid-app-credential'),
  '+919000000002': new AuthProviderError('auth/invalid-phone-number'),
  '+919000000003': new AuthProviderError('auth/too-many-requests'),
  '+919000000004': new AuthProviderError('auth/quota-exceeded'),
  '+919000000005': new AuthProviderError('auth/internal-error', 'The SMS provider is unavailable right now.'),
}

const storedUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  phoneNumber: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  createdAt: z.optional(z.string()),
})

const storedSessionSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  idToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
})

/** The mock identity provider: a session for a phone number and its code, and fresh ID tokens. */
interface MockIdentity {
  startSession(phoneNumber: string, code: string): Promise<MockSession>
  refreshIdToken(refreshToken: string): Promise<string>
}

interface MockAuthOptions {
  /** Delay of each provider call, so the sending and verifying states are visible. */
  delayMs?: number
  now?: () => Date
  identity?: MockIdentity
}

export function createMockAuthGateway({
  delayMs = 300,
  now = () => new Date(),
  identity = { startSession: startMockSession, refreshIdToken: refreshMockIdToken },
}: MockAuthOptions = {}): AuthGateway {
  const listeners = new Set<(user: AuthUser | null) => void>()
  /** The mounted human check (a token per mount), like Firebase's one verifier at a time. */
  let humanCheck: object | null = null

  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, delayMs))
  const current = (): AuthUser | null => {
    const stored = readStored('local', MOCK_USER_KEY, storedUserSchema)
    return stored.status === 'ok' ? stored.value : null
  }
  const publish = (user: AuthUser | null) => {
    if (user) writeStored('local', MOCK_USER_KEY, user)
    else {
      removeStored('local', MOCK_USER_KEY)
      removeStored('local', MOCK_SESSION_KEY)
    }
    listeners.forEach((listener) => listener(user))
  }
  /** The signed-in user's session, if it is theirs. */
  const session = (): MockSession | null => {
    const stored = readStored('local', MOCK_SESSION_KEY, storedSessionSchema)
    return stored.status === 'ok' && stored.value.uid === current()?.uid ? stored.value : null
  }

  return {
    mountHumanCheck() {
      const mounted = {}
      humanCheck = mounted
      return () => {
        if (humanCheck === mounted) humanCheck = null
      }
    },
    async sendCode(fullPhone): Promise<CodeConfirmation> {
      if (!humanCheck)
        throw new AuthProviderError('auth/argument-error', signInFailureMessages.humanCheckNotReady)
      await wait()
      const failure = MOCK_ERROR_PHONES[fullPhone]
      if (failure) throw failure
      if (!/^\+\d{8,15}$/.test(fullPhone)) throw new AuthProviderError('auth/invalid-phone-number')
      return {
        async confirm(code) {
          await wait()
          if (code !== MOCK_SIGN_IN_CODE) throw new AuthProviderError('auth/invalid-verification-code')
          const started = await identity.startSession(fullPhone, code)
          writeStored('local', MOCK_SESSION_KEY, started)
          const { uid } = started
          const previous = current()
          const user: AuthUser =
            previous?.uid === uid
              ? previous
              : { uid, phoneNumber: fullPhone, displayName: null, createdAt: now().toISOString() }
          publish(user)
          return user
        },
      }
    },
    async updateDisplayName(displayName) {
      const user = current()
      if (!user) throw new AuthProviderError('auth/no-current-user')
      publish({ ...user, displayName })
    },
    async signOut() {
      publish(null)
    },
    async idToken(refresh) {
      const stored = session()
      if (!stored || !refresh) return stored?.idToken ?? null
      const idToken = await identity.refreshIdToken(stored.refreshToken).catch(() => null)
      if (idToken) writeStored('local', MOCK_SESSION_KEY, { ...stored, idToken })
      return idToken
    },
    onUserChanged(listener) {
      listeners.add(listener)
      const timer = setTimeout(() => listener(current()), 0)
      return () => {
        clearTimeout(timer)
        listeners.delete(listener)
      }
    },
  }
}
