/** Loads the sign-in provider once, on demand: the mock when VITE_AUTH=mock, Firebase otherwise. */
import type { AuthGateway } from './AuthGateway'

let loading: Promise<AuthGateway> | undefined

export function loadAuthGateway(): Promise<AuthGateway> {
  loading ??=
    import.meta.env.VITE_AUTH === 'mock'
      ? import('./mockAuthGateway').then(({ createMockAuthGateway }) => createMockAuthGateway())
      : import('./firebaseAuthGateway').then(({ createFirebaseAuthGateway }) => createFirebaseAuthGateway())
  return loading
}
