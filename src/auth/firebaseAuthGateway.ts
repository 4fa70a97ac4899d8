/**
 * The production phone sign-in: Firebase Auth (modular API). Loaded only through `loadAuthGateway`, after the first
 * paint. Connects to the Auth emulator when VITE_FIREBASE_AUTH_EMULATOR_HOST is set.
 *
 * The invisible reCAPTCHA verifier lives in an element the gateway adds to the page when a phone OTP session mounts
 * it, and both go when the session clears it. Firebase resets the verifier after each send, so a resend reuses it.
 */
import { initializeApp, getApps, type FirebaseOptions } from 'firebase/app'
import {
  connectAuthEmulator,
  getAuth,
  onAuthStateChanged,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth'
import { AuthProviderError, type AuthGateway, type AuthUser } from './AuthGateway'
import { signInFailureMessages } from '../content/messages/signIn'

function firebaseOptionsFromEnv(env: ImportMetaEnv = import.meta.env): FirebaseOptions {
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  }
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    phoneNumber: user.phoneNumber,
    displayName: user.displayName,
    createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : undefined,
  }
}

function createAuth(options: FirebaseOptions, emulatorHost: string | undefined): Auth {
  const app = getApps()[0] ?? initializeApp(options)
  const auth = getAuth(app)
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true })
  return auth
}

/** One invisible verifier at a time, each in its own element of the page. */
class HumanCheck {
  private current: { host: HTMLElement; verifier: RecaptchaVerifier } | null = null
  private readonly auth: Auth

  constructor(auth: Auth) {
    this.auth = auth
  }

  mount(): () => void {
    this.clear()
    const host = document.createElement('div')
    document.body.appendChild(host)
    const mounted = { host, verifier: new RecaptchaVerifier(this.auth, host, { size: 'invisible' }) }
    this.current = mounted
    return () => {
      if (this.current === mounted) this.clear()
    }
  }

  verifier(): RecaptchaVerifier {
    if (!this.current)
      throw new AuthProviderError('auth/argument-error', signInFailureMessages.humanCheckNotReady)
    return this.current.verifier
  }

  private clear(): void {
    this.current?.verifier.clear()
    this.current?.host.remove()
    this.current = null
  }
}

export function createFirebaseAuthGateway(
  options: FirebaseOptions = firebaseOptionsFromEnv(),
  emulatorHost: string | undefined = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
): AuthGateway {
  const auth = createAuth(options, emulatorHost)
  const humanCheck = new HumanCheck(auth)
  /** The site's listeners: Firebase tells them of sign-in and sign-out only, so a new name is told here. */
  const listeners = new Set<(user: AuthUser | null) => void>()

  return {
    mountHumanCheck: () => humanCheck.mount(),
    async sendCode(fullPhone) {
      const confirmation = await signInWithPhoneNumber(auth, fullPhone, humanCheck.verifier())
      return { confirm: async (code) => toAuthUser((await confirmation.confirm(code)).user) }
    },
    async updateDisplayName(displayName) {
      const user = auth.currentUser
      if (!user) throw new AuthProviderError('auth/no-current-user')
      await updateProfile(user, { displayName })
      if (auth.currentUser === user) listeners.forEach((listener) => listener(toAuthUser(user)))
    },
    async signOut() {
      try {
        await signOut(auth)
      } catch (error) {
        console.error('Sign-out failed', error)
        throw error
      }
    },
    idToken: async (refresh) => (auth.currentUser ? auth.currentUser.getIdToken(refresh) : null),
    onUserChanged(listener) {
      listeners.add(listener)
      const stop = onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null))
      return () => {
        listeners.delete(listener)
        stop()
      }
    },
  }
}
