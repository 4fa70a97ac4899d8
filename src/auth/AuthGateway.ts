/**
 * The phone sign-in provider behind the site (SPEC §7 "Phone sign-in"): Firebase in production, a mock in
 * development, the demo build, stories and tests. Everything else talks to this interface only.
 */

/** The signed-in user (SPEC §3). */
export interface AuthUser {
  uid: string
  phoneNumber: string | null
  displayName: string | null
  /** When the account was created (ISO 8601), if the provider knows. */
  createdAt?: string
}

/** A code was sent; confirming it with the 6 digits signs the user in. */
export interface CodeConfirmation {
  confirm(code: string): Promise<AuthUser>
}

export interface AuthGateway {
  /**
   * Mounts one invisible human check (the provider's verifier, in an element of its own) for a phone OTP session and
   * returns the function that clears it. A later mount replaces an earlier one; clearing a replaced one does nothing.
   */
  mountHumanCheck(): () => void
  /**
   * Sends a code to a full phone number (with its + and dial code) through the mounted human check. Rejects with a
   * provider error, or with HUMAN_CHECK_NOT_READY's message when none is mounted.
   */
  sendCode(fullPhone: string): Promise<CodeConfirmation>
  /** Renames the signed-in user (SPEC §7) and tells the `onUserChanged` listeners, so the site shows the new name. */
  updateDisplayName(displayName: string): Promise<void>
  signOut(): Promise<void>
  /**
   * The signed-in user's ID token for `Authorization: Bearer` on user data, or null when nobody is signed in;
   * `refresh` asks the provider for a new one (after the API refused the current one).
   */
  idToken(refresh: boolean): Promise<string | null>
  /** Calls `listener` with the current user (or null) once known and after every change; returns an unsubscribe. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void
}

/** A provider error with a Firebase-style code (`auth/...`), mapped to a message by `authErrorMessage`. */
export class AuthProviderError extends Error {
  readonly code: string
  constructor(code: string, message = '') {
    super(message)
    this.name = 'AuthProviderError'
    this.code = code
  }
}

/** Who the provider has signed in now (the first answer of `onUserChanged`), or null. */
export function currentUserOf(gateway: AuthGateway): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const stop = gateway.onUserChanged((user) => {
      resolve(user)
      queueMicrotask(() => stop())
    })
  })
}
