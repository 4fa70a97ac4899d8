/**
 * Auth state for the whole site (SPEC §3/§4): `loading` until the provider answers, then signed in or signed out.
 * The provider (Firebase or the mock) is loaded after the first paint, so the home page's first load stays small.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { AuthGateway, AuthUser } from './AuthGateway'
import { loadAuthGateway } from './loadAuthGateway'

export interface AuthState {
  status: 'loading' | 'signedIn' | 'signedOut'
  user: AuthUser | null
  isAuthenticated: boolean
  /** The provider, once loaded; null while loading. */
  gateway: AuthGateway | null
}

export function authStateOf(gateway: AuthGateway | null, user: AuthUser | null | undefined): AuthState {
  if (user === undefined) return { status: 'loading', user: null, isAuthenticated: false, gateway }
  return { status: user ? 'signedIn' : 'signedOut', user, isAuthenticated: user !== null, gateway }
}

const AuthContext = createContext<AuthState>(authStateOf(null, undefined))

export function AuthProvider({
  children,
  load = loadAuthGateway,
}: {
  children: ReactNode
  load?: () => Promise<AuthGateway>
}) {
  const [state, setState] = useState<AuthState>(() => authStateOf(null, undefined))
  useEffect(() => {
    let stop = () => {}
    let cancelled = false
    load().then(
      (gateway) => {
        if (cancelled) return
        stop = gateway.onUserChanged((user) => setState(authStateOf(gateway, user)))
      },
      (error: unknown) => {
        console.error('The sign-in provider could not be loaded', error)
        if (!cancelled) setState(authStateOf(null, null))
      },
    )
    return () => {
      cancelled = true
      stop()
    }
  }, [load])
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

/** A fixed auth state for stories and tests. */
export function StaticAuth({
  gateway,
  user,
  children,
}: {
  gateway: AuthGateway | null
  user?: AuthUser | null
  children: ReactNode
}) {
  const value = useMemo(() => authStateOf(gateway, user), [gateway, user])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  return useContext(AuthContext)
}

/** The provider for actors that need it: the one already loaded, else loaded now. Stable for the component's life. */
export function useAuthGateway(): () => Promise<AuthGateway> {
  const { gateway } = useAuth()
  const current = useRef(gateway)
  useEffect(() => {
    current.current = gateway
  }, [gateway])
  return useCallback(() => (current.current ? Promise.resolve(current.current) : loadAuthGateway()), [])
}
