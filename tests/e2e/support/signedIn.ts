import type { Page } from '@playwright/test'

export const RAVI = { uid: 'mock-919812345678', phoneNumber: '+919812345678', displayName: 'Ravi Kumar' }

/**
 * A browser that holds a mock sign-in from an earlier visit: the mock provider's stored user (like Firebase's
 * persistence) and the app's session flag, set before any page script runs.
 */
export async function seedSignedInUser(page: Page, user = RAVI): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('sankalp.mockAuthUser', value)
    window.localStorage.setItem('sankalp.signedIn', 'true')
  }, JSON.stringify(user))
}
