import type { Page } from '@playwright/test'
import { z } from 'zod'
import { INDIA, LONG_FLOW_MS, seedVisitorLocation } from '../e2e/support'
import { expect, recordedViolations, test } from '../e2e/support/csp'

/**
 * Runs only with playwright.production.config.ts (npm run test:e2e:production): the production build under its
 * Content-Security-Policy, on `npm run api` and the Firebase Auth emulator. Every test fails on any CSP violation.
 */
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099'
const codesSchema = z.object({
  verificationCodes: z.array(z.object({ phoneNumber: z.string(), code: z.string() })).default([]),
})

const PUBLIC_PAGES = [
  '/',
  '/virtual-puja',
  '/chadava',
  '/horoscope',
  '/blog',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/no-such-page',
]

async function expectPageShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
}

test('the policy is in force, as a meta tag and a header, and a blocked script fails the run', async ({
  page,
  cspViolations,
}) => {
  const reply = await page.goto('/')
  const header = reply!.headers()['content-security-policy']
  expect(header).toContain("frame-ancestors 'none'")
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(meta).toMatch(/script-src 'self' 'sha256-[\w+/]+=' https:\/\/www\.google\.com\/recaptcha\//)
  expect(header).toBe(`${meta}; frame-ancestors 'none'`)
  expect(reply!.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  })
  await expectPageShown(page)

  // An injected inline script does not run, and the fixture sees the refusal: the detector works.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(async () => (await recordedViolations(page)).length).toBeGreaterThan(0)
  for (const violation of await recordedViolations(page))
    expect(violation).toMatch(/^script-src-elem refused inline/)
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  cspViolations.splice(0)
})

test('the public pages load, with the visitor located through the geolocation services', async ({ page }) => {
  // Ten pages and a detail, one after another.
  test.setTimeout(LONG_FLOW_MS)
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await expectPageShown(page)
  }
  await expect(page.getByRole('banner').getByText('India').filter({ visible: true }).first()).toBeVisible({
    timeout: 20_000,
  })
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible()
})

test('a devotee signs in with Firebase (emulator), books a chadava through the gateway and sees the order', async ({
  page,
  request,
}) => {
  test.setTimeout(LONG_FLOW_MS)
  const digits = `97${String(Date.now()).slice(-8)}`
  const fullPhone = `+91${digits}`
  await seedVisitorLocation(page, INDIA)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).filter({ visible: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone Number').fill(digits)
  await dialog.getByRole('button', { name: 'Send OTP' }).click()
  await expect(dialog.getByLabel('Enter OTP')).toBeVisible({ timeout: 15_000 })
  const codes = codesSchema.parse(
    await (await request.get(`${EMULATOR}/emulator/v1/projects/demo-sankalp/verificationCodes`)).json(),
  )
  const code = codes.verificationCodes.filter((entry) => entry.phoneNumber === fullPhone).at(-1)?.code
  await dialog.getByLabel('Enter OTP').fill(code!)
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(dialog).toBeHidden()
  const accountMenu = page
    .getByRole('button', { name: `Account menu for ${fullPhone}` })
    .filter({ visible: true })
  await expect(accountMenu).toBeVisible()

  await accountMenu.click()
  await page.getByRole('menuitem', { name: 'My Profile' }).click()
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Display Name').fill('Asha Verma')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible()

  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await page.getByRole('button', { name: /^Add / }).first().click()
  await page
    .getByRole('complementary', { name: 'Selected offerings' })
    .getByRole('button', { name: 'Proceed to Booking' })
    .click()
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click()

  // The json-server gateway page (another origin: a navigation, which the policy does not govern), then back.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/gateway\/CHADAVA_/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  // Straight to the gateway: the details for the sankalp and the prasad come after the payment.
  const details = page.getByRole('region', { name: 'Complete Your Booking' })
  await details.getByLabel('Full Name').fill('Asha Verma')
  await details.getByLabel('Gotra').fill('Kashyap')
  await details.getByLabel('Address').fill('12 Temple Road')
  await details.getByLabel('City').fill('Varanasi')
  await details.getByLabel('State').fill('Uttar Pradesh')
  await details.getByLabel('Pincode').fill('221001')
  await details.getByRole('button', { name: 'Complete Booking' }).click()
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  await page.goto('/chadava-orders')
  await expect(page.getByText('1 Order(s) Found')).toBeVisible({ timeout: 15_000 })
})
