import type { ReactElement } from 'react'
import type { AuthUser } from '../../../src/auth/AuthGateway'
import { AuthProvider } from '../../../src/auth/AuthProvider'
import { mockStore } from '../../../mocks/handlers'
import { createMockAuthGateway, MOCK_SESSION_KEY, MOCK_USER_KEY } from '../../../src/auth/mockAuthGateway'
import { rememberSession } from '../../../src/auth/sessionHint'
import { renderPage, type RenderPageOptions } from '../../render'

export const DEMO_USER: AuthUser = {
  uid: 'mock-919876543210',
  phoneNumber: '+919876543210',
  displayName: null,
}

/**
 * Signs `user` in as the mock provider would, without the dialog: the stored user, its tokens, the app's session flag
 * and the session the mock backend checks them against. Answers the Authorization header of its ID token.
 */
export function storeMockSignIn(user: AuthUser): Record<string, string> {
  const session = { uid: user.uid, idToken: `test-id-${user.uid}`, refreshToken: `test-refresh-${user.uid}` }
  localStorage.setItem(MOCK_USER_KEY, JSON.stringify(user))
  localStorage.setItem(MOCK_SESSION_KEY, JSON.stringify(session))
  rememberSession(true)
  const db = mockStore.read()
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString()
  mockStore.write({ ...db, sessions: [...db.sessions, { ...session, expiresAt }] })
  return { Authorization: `Bearer ${session.idToken}` }
}

/** Renders with the real AuthProvider over a fast mock gateway; `signedInAs` starts with a stored user. */
export function renderWithAuth(
  element: ReactElement,
  options: RenderPageOptions & { signedInAs?: AuthUser } = {},
) {
  const { signedInAs, ...rest } = options
  if (signedInAs) storeMockSignIn(signedInAs)
  const gateway = createMockAuthGateway({ delayMs: 5 })
  const load = () => Promise.resolve(gateway)
  return { gateway, ...renderPage(<AuthProvider load={load}>{element}</AuthProvider>, rest) }
}
