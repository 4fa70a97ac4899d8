import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthProvider, useAuth, useAuthGateway } from '../../src/auth/AuthProvider'
import { MOCK_SIGN_IN_CODE } from '../../src/api/contract/mockServices'
import { createMockAuthGateway } from '../../src/auth/mockAuthGateway'
import { hasSessionHint, rememberSession, SESSION_HINT_KEY } from '../../src/auth/sessionHint'

/** Shows the auth state; its button asks for the provider as the sign-in dialog does. */
function Probe() {
  const auth = useAuth()
  const gateway = useAuthGateway()
  return (
    <>
      <p>{auth.user ? `${auth.status} as ${auth.user.phoneNumber}` : auth.status}</p>
      <button onClick={() => void gateway()}>Sign In</button>
    </>
  )
}

function renderProvider() {
  const gateway = createMockAuthGateway({ delayMs: 1 })
  const load = vi.fn(() => Promise.resolve(gateway))
  const onSessionEnded = vi.fn()
  render(
    <AuthProvider load={load} onSessionEnded={onSessionEnded}>
      <Probe />
    </AuthProvider>,
  )
  return { gateway, load, onSessionEnded }
}

async function signIn(gateway: ReturnType<typeof createMockAuthGateway>, phone: string) {
  gateway.mountHumanCheck()
  await act(async () => (await gateway.sendCode(phone)).confirm(MOCK_SIGN_IN_CODE))
}

afterEach(() => localStorage.clear())

describe('AuthProvider loads the sign-in provider only when it is needed', () => {
  it('a visitor who never signed in is signed out without the provider being loaded', async () => {
    const { load } = renderProvider()
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
  })

  it('starting a sign-in loads it once; the signed-in user is followed and remembered, and forgotten on sign-out', async () => {
    const user = userEvent.setup()
    const { gateway, load } = renderProvider()
    await screen.findByText('signedOut')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(load).toHaveBeenCalledTimes(1)

    gateway.mountHumanCheck()
    const confirmation = await gateway.sendCode('+919876543210')
    await act(() => confirmation.confirm(MOCK_SIGN_IN_CODE))
    expect(await screen.findByText('signedIn as +919876543210')).toBeInTheDocument()
    expect(hasSessionHint()).toBe(true)

    await act(() => gateway.signOut())
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
    expect(hasSessionHint()).toBe(false)
  })

  it('a browser that holds a session loads the provider at once and restores the user', async () => {
    const gateway = createMockAuthGateway({ delayMs: 1 })
    gateway.mountHumanCheck()
    await (await gateway.sendCode('+919812345678')).confirm(MOCK_SIGN_IN_CODE)
    rememberSession(true)
    const { load, onSessionEnded } = renderProvider()
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('signedIn as +919812345678')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('a flag that is not ours is no session', () => {
    localStorage.setItem(SESSION_HINT_KEY, '"yes"')
    expect(hasSessionHint()).toBe(false)
    localStorage.setItem(SESSION_HINT_KEY, '{broken')
    expect(hasSessionHint()).toBe(false)
  })
})

describe('AuthProvider tells when a session ends', () => {
  it('at Sign Out, once, and not while a visitor without a session starts signing in', async () => {
    const user = userEvent.setup()
    const { gateway, onSessionEnded } = renderProvider()
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    await signIn(gateway, '+919876543210')
    expect(await screen.findByText('signedIn as +919876543210')).toBeInTheDocument()
    expect(onSessionEnded).not.toHaveBeenCalled()
    await act(() => gateway.signOut())
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })

  it("when another tab signed out: the browser's flag is gone before this page hears of it", async () => {
    const user = userEvent.setup()
    const { gateway, onSessionEnded } = renderProvider()
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    await signIn(gateway, '+919876543210')
    expect(await screen.findByText('signedIn as +919876543210')).toBeInTheDocument()
    rememberSession(false)
    await act(() => gateway.signOut())
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })

  it('when another user signs in over it, without signing out first', async () => {
    const user = userEvent.setup()
    const { gateway, onSessionEnded } = renderProvider()
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    await signIn(gateway, '+919876543210')
    expect(await screen.findByText('signedIn as +919876543210')).toBeInTheDocument()
    await signIn(gateway, '+919812345678')
    expect(await screen.findByText('signedIn as +919812345678')).toBeInTheDocument()
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })

  it('when the session this browser held has expired by the time the site opens', async () => {
    rememberSession(true)
    const { onSessionEnded } = renderProvider()
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    expect(hasSessionHint()).toBe(false)
  })
})
