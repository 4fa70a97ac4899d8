import { expect, type Page } from '@playwright/test'

export const RAVI = { uid: 'mock-919812345678', phoneNumber: '+919812345678', displayName: 'Ravi Kumar' }

/**
 * A browser that holds a mock sign-in from an earlier visit: a session of the mock identity provider (signed in with
 * the mock code, so the API takes its ID token), the provider's stored user (like Firebase's persistence) and the
 * app's session flag, set before any page script runs. Leaves the page on /about, where the mock backend was asked.
 */
export async function seedSignedInUser(page: Page, user = RAVI): Promise<void> {
  await page.goto('/about')
  await expect(page.getByRole('banner')).toBeVisible()
  const session = await page.evaluate(async (phoneNumber) => {
    const reply = await fetch('/api/mock-auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber, code: '123456' }),
    })
    const { uid, idToken, refreshToken } = (await reply.json()) as Record<string, string>
    return { uid, idToken, refreshToken }
  }, user.phoneNumber)
  expect(session.uid).toBe(user.uid)
  await page.addInitScript(
    ([storedUser, storedSession]) => {
      window.localStorage.setItem('sankalp.mockAuthUser', storedUser)
      window.localStorage.setItem('sankalp.mockAuthSession', storedSession)
      window.localStorage.setItem('sankalp.signedIn', 'true')
    },
    [JSON.stringify(user), JSON.stringify(session)],
  )
}
