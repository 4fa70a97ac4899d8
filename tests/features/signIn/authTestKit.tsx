import type { ReactElement } from 'react'
import type { AuthUser } from '../../../src/auth/AuthGateway'
import { AuthProvider } from '../../../src/auth/AuthProvider'
import { createMockAuthGateway, MOCK_USER_KEY } from '../../../src/auth/mockAuthGateway'
import { renderPage, type RenderPageOptions } from '../../render'

export const DEMO_USER: AuthUser = {
  uid: 'mock-919876543210',
  phoneNumber: '+919876543210',
  displayName: null,
}

/** Renders with the real AuthProvider over a fast mock gateway; `signedInAs` starts with a stored user. */
export function renderWithAuth(
  element: ReactElement,
  options: RenderPageOptions & { signedInAs?: AuthUser } = {},
) {
  const { signedInAs, ...rest } = options
  if (signedInAs) localStorage.setItem(MOCK_USER_KEY, JSON.stringify(signedInAs))
  const gateway = createMockAuthGateway({ delayMs: 5 })
  const load = () => Promise.resolve(gateway)
  return { gateway, ...renderPage(<AuthProvider load={load}>{element}</AuthProvider>, rest) }
}
