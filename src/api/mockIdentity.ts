/**
 * The mock identity provider's two calls (mock site only), which stand in for Firebase Auth: POST
 * /api/mock-auth/session signs a phone number in with its code, POST /api/mock-auth/refresh gives a fresh ID token.
 */
import { postJson } from './client'
import { pathOf } from './paths'
import { mockSessionReplySchema, mockTokenRefreshReplySchema } from './contract/mockServices'

export interface MockSession {
  uid: string
  idToken: string
  refreshToken: string
}

export async function startMockSession(phoneNumber: string, code: string): Promise<MockSession> {
  const { uid, idToken, refreshToken } = await postJson(
    pathOf('mockSession'),
    { phoneNumber, code },
    mockSessionReplySchema,
  )
  return { uid, idToken, refreshToken }
}

export async function refreshMockIdToken(refreshToken: string): Promise<string> {
  return (await postJson(pathOf('mockTokenRefresh'), { refreshToken }, mockTokenRefreshReplySchema)).idToken
}
