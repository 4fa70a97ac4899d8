/** Loads the sign-in provider once, on demand: the mock when VITE_AUTH=mock, Firebase otherwise. */
import type { AuthGateway } from './AuthGateway'

/**
 * The provider's code did not arrive (a dropped connection): said as the provider says a failed network request, and
 * asked for again by the next sign-in step.
 */
export class AuthProviderUnreachable extends Error {
  readonly code = 'auth/network-request-failed'

  constructor(cause: unknown) {
    super('The sign-in provider could not be loaded', { cause })
  }
}

/** Loads the provider made by the code `importProvider` brings, once; a load that failed is tried again when asked. */
export function createGatewayLoader(
  importProvider: () => Promise<() => AuthGateway>,
): () => Promise<AuthGateway> {
  let loading: Promise<AuthGateway> | undefined
  return () =>
    (loading ??= importProvider().then(
      (create) => create(),
      (error: unknown) => {
        loading = undefined
        throw new AuthProviderUnreachable(error)
      },
    ))
}

export const loadAuthGateway = createGatewayLoader(() =>
  import.meta.env.VITE_AUTH === 'mock'
    ? import('./mockAuthGateway').then(
        ({ createMockAuthGateway }) =>
          () =>
            createMockAuthGateway(),
      )
    : import('./firebaseAuthGateway').then(
        ({ createFirebaseAuthGateway }) =>
          () =>
            createFirebaseAuthGateway(),
      ),
)
