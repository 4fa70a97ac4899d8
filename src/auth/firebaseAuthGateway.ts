/**
 * The production phone sign-in: Firebase Auth (modular API). Loaded only through `loadAuthGateway`, after the first
 * paint. Connects to the Auth emulator when VITE_FIREBASE_AUTH_EMULATOR_HOST is set.
 *
 * The invisible reCAPTCHA verifier lives in a fresh child of the mounted container: it is rebuilt before every send
 * (so a resend never reuses a spent token) and after every error, and cleared when the container is unmounted.
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
import { HUMAN_CHECK_NOT_READY } from './authErrors'

export function firebaseOptionsFromEnv(env: ImportMetaEnv = import.meta.env): FirebaseOptions {
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

/** One invisible verifier at a time, in its own child element of the mounted container. */
class HumanCheck {
  private container: HTMLElement | null = null
  private verifier: RecaptchaVerifier | null = null
  private host: HTMLElement | null = null
  private readonly auth: Auth

  constructor(auth: Auth) {
    this.auth = auth
  }

  mount(container: HTMLElement): () => void {
    this.clear()
    this.container = container
    return () => {
      if (this.container !== container) return
      this.clear()
      this.container = null
    }
  }

  /** A new verifier for the next send; the previous one (spent or failed) is cleared first. */
  rebuild(): RecaptchaVerifier {
    if (!this.container) throw new AuthProviderError('auth/argument-error', HUMAN_CHECK_NOT_READY)
    this.clear()
    this.host = document.createElement('div')
    this.container.appendChild(this.host)
    this.verifier = new RecaptchaVerifier(this.auth, this.host, { size: 'invisible' })
    return this.verifier
  }

  /** After a failure: a fresh verifier, if the dialog is still mounted. */
  recover(): void {
    if (this.container) this.rebuild()
  }

  clear(): void {
    this.verifier?.clear()
    this.host?.remove()
    this.verifier = null
    this.host = null
  }
}

export function createFirebaseAuthGateway(
  options: FirebaseOptions = firebaseOptionsFromEnv(),
  emulatorHost: string | undefined = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
): AuthGateway {
  const auth = createAuth(options, emulatorHost)
  const humanCheck = new HumanCheck(auth)

  return {
    mountHumanCheck: (container) => humanCheck.mount(container),
    async sendCode(fullPhone) {
      const verifier = humanCheck.rebuild()
      try {
        const confirmation = await signInWithPhoneNumber(auth, fullPhone, verifier)
        return { confirm: async (code) => toAuthUser((await confirmation.confirm(code)).user) }
      } catch (error) {
        humanCheck.recover()
        throw error
      }
    },
    async updateDisplayName(displayName) {
      if (!auth.currentUser) throw new AuthProviderError('auth/no-current-user')
      await updateProfile(auth.currentUser, { displayName })
    },
    async signOut() {
      try {
        await signOut(auth)
      } catch (error) {
        console.error('Sign-out failed', error)
        throw error
      }
    },
    onUserChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
  }
}
