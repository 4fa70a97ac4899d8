/** The signed-in user's credentials for the API's calls on user data, from the sign-in provider. */
import { useMemo } from 'react'
import type { Credentials } from '../api/client'
import type { AuthGateway } from './AuthGateway'
import { useAuthGateway } from './AuthProvider'

/** The provider's ID token for each call; a token the API refuses twice signs the user out. */
export function gatewayCredentials(gateway: () => Promise<AuthGateway>): Credentials {
  return {
    idToken: async (refresh) => (await gateway()).idToken(refresh),
    expired: async () => (await gateway()).signOut(),
  }
}

export function useCredentials(): Credentials {
  const gateway = useAuthGateway()
  return useMemo(() => gatewayCredentials(gateway), [gateway])
}
