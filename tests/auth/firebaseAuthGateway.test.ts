/**
 * The Firebase gateway over a stand-in for the Firebase SDK, which tells its auth-state listeners only of sign-in and
 * out.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '../../src/auth/AuthGateway'

interface FakeUser {
  uid: string
  phoneNumber: string | null
  displayName: string | null
  metadata: { creationTime?: string }
}

const sdk = vi.hoisted(() => ({
  auth: { currentUser: null as FakeUser | null },
  stateListeners: [] as ((user: FakeUser | null) => void)[],
  updateProfile: vi.fn(async (user: FakeUser, profile: { displayName?: string | null }) => {
    user.displayName = profile.displayName ?? null
  }),
}))

vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }))
vi.mock('firebase/auth', () => ({
  getAuth: () => sdk.auth,
  connectAuthEmulator: vi.fn(),
  onAuthStateChanged: (_auth: unknown, listener: (user: FakeUser | null) => void) => {
    sdk.stateListeners.push(listener)
    listener(sdk.auth.currentUser)
    return () => sdk.stateListeners.splice(sdk.stateListeners.indexOf(listener), 1)
  },
  updateProfile: sdk.updateProfile,
  RecaptchaVerifier: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  signOut: vi.fn(),
}))

const { createFirebaseAuthGateway } = await import('../../src/auth/firebaseAuthGateway')

beforeEach(() => {
  sdk.auth.currentUser = {
    uid: 'firebase-uid-1',
    phoneNumber: '+919876543210',
    displayName: null,
    metadata: { creationTime: 'Mon, 02 Nov 2026 10:00:00 GMT' },
  }
  sdk.stateListeners.length = 0
  sdk.updateProfile.mockClear()
})

describe('Firebase sign-in provider', () => {
  it("updates the user's display name and tells the site's listeners the new name", async () => {
    const gateway = createFirebaseAuthGateway({}, undefined)
    const seen: (AuthUser | null)[] = []
    const stop = gateway.onUserChanged((user) => seen.push(user))
    expect(seen).toEqual([expect.objectContaining({ uid: 'firebase-uid-1', displayName: null })])

    await gateway.updateDisplayName('Asha Verma')
    expect(sdk.updateProfile).toHaveBeenCalledWith(sdk.auth.currentUser, { displayName: 'Asha Verma' })
    expect(seen.at(-1)).toEqual({
      uid: 'firebase-uid-1',
      phoneNumber: '+919876543210',
      displayName: 'Asha Verma',
      createdAt: '2026-11-02T10:00:00.000Z',
    })

    stop()
    await gateway.updateDisplayName('Someone Else')
    expect(seen.map((user) => user?.displayName)).toEqual([null, 'Asha Verma'])
  })

  it('refuses to name nobody', async () => {
    sdk.auth.currentUser = null
    const gateway = createFirebaseAuthGateway({}, undefined)
    await expect(gateway.updateDisplayName('Asha')).rejects.toMatchObject({ code: 'auth/no-current-user' })
    expect(sdk.updateProfile).not.toHaveBeenCalled()
  })
})
