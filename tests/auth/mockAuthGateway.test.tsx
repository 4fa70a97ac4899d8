import { describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '../../src/auth/AuthGateway'
import { authErrorMessage } from '../../src/auth/authErrors'
import { spoken } from '../../src/testing/spoken'
import { createMockAuthGateway, MOCK_ERROR_PHONES, MOCK_USER_KEY } from '../../src/auth/mockAuthGateway'

function mounted() {
  const gateway = createMockAuthGateway({ delayMs: 1, now: () => new Date('2026-01-02T03:04:05Z') })
  gateway.mountHumanCheck()
  return gateway
}

describe('mock sign-in provider', () => {
  it('signs in with 123456 as mock-<digits> and keeps the user across a reload', async () => {
    const gateway = mounted()
    const seen: (AuthUser | null)[] = []
    gateway.onUserChanged((user) => seen.push(user))
    const confirmation = await gateway.sendCode('+919876543210')
    const user = await confirmation.confirm('123456')
    expect(user).toMatchObject({ uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: null })
    expect(seen.at(-1)).toEqual(user)

    const reloaded = createMockAuthGateway({ delayMs: 1 })
    const listener = vi.fn()
    reloaded.onUserChanged(listener)
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(user))
  })

  it('refuses any other code', async () => {
    const confirmation = await mounted().sendCode('+919876543210')
    const error = await confirmation.confirm('654321').catch((e: unknown) => e)
    expect(spoken(authErrorMessage(error, 'verify'))).toBe('Invalid OTP. Please try again.')
    expect(localStorage.getItem(MOCK_USER_KEY)).toBeNull()
  })

  it.each([
    ['+919000000001', 'Phone authentication is not properly configured. Please contact support.'],
    ['+919000000002', 'Please enter a valid phone number.'],
    ['+919000000003', 'Too many attempts. Please try again later.'],
    ['+919000000004', 'SMS quota exceeded. Please try again later.'],
    ['+919000000005', 'The SMS provider is unavailable right now.'],
    ['+91123', 'Please enter a valid phone number.'],
  ])('sending to %s fails with %j', async (phone, message) => {
    const error = await mounted()
      .sendCode(phone)
      .catch((e: unknown) => e)
    expect(spoken(authErrorMessage(error, 'send'))).toBe(message)
  })

  it('lists one test number per send-code error', () => {
    expect(Object.keys(MOCK_ERROR_PHONES)).toHaveLength(5)
  })

  it('needs the human check mounted before sending', async () => {
    const gateway = createMockAuthGateway({ delayMs: 1 })
    const clear = gateway.mountHumanCheck()
    clear()
    const error = await gateway.sendCode('+919876543210').catch((e: unknown) => e)
    expect(spoken(authErrorMessage(error, 'send'))).toBe('reCAPTCHA verifier not initialized')
  })

  it('ignores a stored user that does not parse', () => {
    localStorage.setItem(MOCK_USER_KEY, JSON.stringify({ uid: 42 }))
    const listener = vi.fn()
    createMockAuthGateway({ delayMs: 1 }).onUserChanged(listener)
    return vi.waitFor(() => expect(listener).toHaveBeenCalledWith(null))
  })

  it('updates the display name, telling the listeners, and signs out', async () => {
    const gateway = mounted()
    await (await gateway.sendCode('+919876543210')).confirm('123456')
    const listener = vi.fn()
    gateway.onUserChanged(listener)
    await gateway.updateDisplayName('Ravi')
    expect(JSON.parse(localStorage.getItem(MOCK_USER_KEY)!)).toMatchObject({ displayName: 'Ravi' })
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Ravi' }))
    await gateway.signOut()
    expect(localStorage.getItem(MOCK_USER_KEY)).toBeNull()
  })
})
