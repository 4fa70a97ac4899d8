/**
 * Auth state for the whole site (SPEC §3/§4): `loading` until the provider answers, then signed in or signed out.
 * The provider (Firebase or the mock) is loaded only for a browser that holds a session or when sign-in starts.
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
import { useBrowserValue } from '../lib/browserValue'
import type { AuthGateway, AuthUser } from './AuthGateway'
import { loadAuthGateway } from './loadAuthGateway'
import { hasSessionHint, rememberSession } from './sessionHint'

export interface AuthState {
  status: 'loading' | 'signedIn' | 'signedOut'
  user: AuthUser | null
  isAuthenticated: boolean
  /** The provider, once loaded; null while loading. */
  gateway: AuthGateway | null
}

function authStateOf(gateway: AuthGateway | null, user: AuthUser | null | undefined): AuthState {
  if (user === undefined) return { status: 'loading', user: null, isAuthenticated: false, gateway }
  return { status: user ? 'signedIn' : 'signedOut', user, isAuthenticated: user !== null, gateway }
}

const AuthContext = createContext<AuthState>(authStateOf(null, undefined))
/** Loads the provider and follows its user; what `useAuthGateway` calls when no provider is loaded yet. */
const ConnectContext = createContext<() => Promise<AuthGateway>>(loadAuthGateway)

/**
 * Whether a change of user ends a session: to no one where a session was held (by this page, or by the browser: its
 * flag is gone once another tab has signed out), or straight to another user.
 */
function endsSession(previousUid: string | null, user: AuthUser | null, heldSession: boolean): boolean {
  if (user === null) return heldSession || previousUid !== null
  return previousUid !== null && previousUid !== user.uid
}

/**
 * Loads the provider only when it is needed: at once if this browser holds a session (`hasSessionHint`), else when
 * something asks for it (sign-in starting). Until then a visitor is signed out without any provider code.
 * `onSessionEnded` is told when a session this browser held ends: a sign-out (the devotee's, or the site's when the
 * backend refuses the session), a session found expired or revoked, or another user signing in over it.
 */
export function AuthProvider({
  children,
  load = loadAuthGateway,
  onSessionEnded,
}: {
  children: ReactNode
  load?: () => Promise<AuthGateway>
  onSessionEnded?: () => void
}) {
  const sessionEnded = useRef(onSessionEnded)
  useEffect(() => {
    sessionEnded.current = onSessionEnded
  }, [onSessionEnded])
  // The prerendered page cannot know: it shows the account slot's placeholder, as while a session is restored.
  const mayHaveSession = useBrowserValue(hasSessionHint, true)
  const [followed, setFollowed] = useState<AuthState | null>(null)
  const connection = useRef<{ gateway: Promise<AuthGateway>; stop: () => void } | null>(null)
  const signedInUid = useRef<string | null>(null)
  const connect = useCallback(() => {
    if (connection.current) return connection.current.gateway
    const current = { gateway: load(), stop: () => {} }
    connection.current = current
    current.gateway.then(
      (gateway) => {
        if (connection.current !== current) return
        current.stop = gateway.onUserChanged((user) => {
          const ended = endsSession(signedInUid.current, user, hasSessionHint())
          signedInUid.current = user?.uid ?? null
          rememberSession(user !== null)
          setFollowed(authStateOf(gateway, user))
          if (ended) sessionEnded.current?.()
        })
      },
      (error: unknown) => {
        console.error('The sign-in provider could not be loaded', error)
        if (connection.current !== current) return
        connection.current = null
        setFollowed(authStateOf(null, null))
      },
    )
    return current.gateway
  }, [load])
  useEffect(() => {
    // Asked afresh: while a prerendered page hydrates, `mayHaveSession` is still the server's guess.
    if (hasSessionHint()) void connect().catch(() => {})
    return () => {
      connection.current?.stop()
      connection.current = null
    }
  }, [connect])
  const state = useMemo(
    () => followed ?? authStateOf(null, mayHaveSession ? undefined : null),
    [followed, mayHaveSession],
  )
  return (
    <ConnectContext.Provider value={connect}>
      <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
    </ConnectContext.Provider>
  )
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
  const connect = useContext(ConnectContext)
  const current = useRef(gateway)
  useEffect(() => {
    current.current = gateway
  }, [gateway])
  return useCallback(() => (current.current ? Promise.resolve(current.current) : connect()), [connect])
}
