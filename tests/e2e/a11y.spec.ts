import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  DESKTOP,
  expectNoAxeViolations,
  holdLoading,
  holdRequests,
  installClock,
  MOBILE,
  pauseClock,
  seedSignedInUser,
} from './support'

/**
 * axe (WCAG 2.1 A and AA, 2.2 AA, colour contrast included) on every route, while it loads and once settled, and on
 * every stage of every dialog, at 1280 and 390 px. The jsdom story run leaves colour contrast and Label in Name to
 * this pass (tests/stories/composedStories.ts).
 */

// Each test runs axe on whole pages two to seven times; on a busy 2-core machine one run can take 15 s.
test.describe.configure({ timeout: 120_000 })

/** The puja, chadava and orders the mock backend serves first (its seed, db.json). */
const seed = JSON.parse(readFileSync('db.json', 'utf8')) as {
  pujas: { _id: string }[]
  chadavas: { _id: string }[]
  poojaOrders: { _id: string }[]
  chadavaOrders: { _id: string }[]
}

/** Every route of SPEC §2's table (but /donation, which redirects), and an unknown path for the 404 page. */
const routes = [
  '/',
  '/virtual-puja',
  `/virtual-puja/${seed.pujas[0]._id}`,
  '/chadava',
  `/chadava/${seed.chadavas[0]._id}`,
  '/horoscope',
  '/payment',
  '/payment/success',
  '/profile',
  '/pooja-orders',
  `/pooja-orders/${seed.poojaOrders[0]._id}`,
  '/chadava-orders',
  `/chadava-orders/${seed.chadavaOrders[0]._id}`,
  '/blog',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/no-such-page',
]

/**
 * The placeholders the header shows while the visitor's location and the sign-in state load (on a phone, in the menu).
 */
/** The header while the location is detected (the sign-in slot has no placeholder without a saved session). */
const locationPlaceholder = (page: Page) =>
  page.getByRole('banner').getByRole('status', { name: 'Detecting your location' })

/** Waits until the page has loaded its content: its heading is shown and nothing is still loading. */
async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('status', { name: 'Detecting your location' })).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Checking sign-in' })).toHaveCount(0)
}

const dialog = (page: Page) => page.getByRole('dialog')

/**
 * Shows the dialog as it is now to axe, once it has faded in (axe measures a dialog still fading in as text too faint
 * to read); it must be the dialog named `name`.
 */
async function expectDialogStage(page: Page, name: string | RegExp): Promise<void> {
  const shown = page.getByRole('dialog', { name })
  await expect(shown).toBeVisible()
  await expect(shown).toHaveCSS('opacity', '1')
  await expectNoAxeViolations(page)
}

/** The payment start, held for good so the processing stage stays on screen (the booking.spec flows go on). */
const PAYMENT_START = /\/api\/payments\/initiate/

for (const [width, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport })

    for (const route of routes) {
      test(`${route} has no violations while it loads nor once settled`, async ({ page }) => {
        const release = await holdLoading(page)
        await page.goto(route)
        if (viewport === MOBILE) {
          await page.getByRole('button', { name: 'Open menu' }).click()
          // The menu unfolds on the page's timers, while the location stays held.
          await page.clock.runFor(500)
        }
        await expect(locationPlaceholder(page)).toBeVisible()
        await expectNoAxeViolations(page)
        if (viewport === MOBILE) await page.getByRole('button', { name: 'Close menu' }).click()
        await release()
        await waitForPage(page)
        await expectNoAxeViolations(page)
      })
    }

    if (viewport === DESKTOP)
      test('the header has no violations while a saved sign-in is restored', async ({ page }) => {
        await seedSignedInUser(page)
        const release = await holdLoading(page)
        await page.goto('/')
        await expect(page.getByRole('banner').getByRole('status', { name: 'Checking sign-in' })).toBeVisible()
        await expectNoAxeViolations(page)
        await release()
      })

    test('the sign-in dialog has no violations at the phone, code and verified stages', async ({ page }) => {
      await installClock(page)
      await page.goto('/pooja-orders')
      await page.getByRole('button', { name: 'Sign In to Continue' }).click()
      await expectDialogStage(page, 'Welcome to Sankalp')
      // The country list, open, with an option the arrow keys are on (its dial code was grey on saffron).
      const country = dialog(page).getByRole('button', { name: /^Country/ })
      await country.click()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(dialog(page).locator('[data-combobox-selected]')).toHaveCount(1)
      await expectNoAxeViolations(page)
      await country.click()
      await expect(dialog(page).getByRole('listbox')).toBeHidden()
      // The mock provider refuses this number: the phone stage with its error.
      await dialog(page).getByLabel('Phone Number').fill('9000000002')
      await dialog(page).getByRole('button', { name: 'Send OTP' }).click()
      await expect(dialog(page).getByRole('alert')).toHaveText('Please enter a valid phone number.')
      await expectNoAxeViolations(page)

      await dialog(page).getByLabel('Phone Number').fill('9876543210')
      await dialog(page).getByRole('button', { name: 'Send OTP' }).click()
      await expect(dialog(page).getByLabel('Enter OTP')).toBeVisible()
      await expectNoAxeViolations(page)

      // The verified screen closes itself after 1.5 s: with the page's clock stopped, move it just past the mock
      // provider's 300 ms check, so axe looks at the verified screen for as long as it needs.
      await pauseClock(page)
      await dialog(page).getByLabel('Enter OTP').fill('123456')
      await dialog(page).getByRole('button', { name: 'Verify OTP' }).click()
      await page.clock.runFor(500)
      await expect(dialog(page).getByText('Successfully Verified!')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.clock.resume()
      await expect(dialog(page)).toBeHidden()
    })

    test('the booking dialog has no violations at the contact, code, review, details and payment stages', async ({
      page,
    }) => {
      await holdRequests(page, PAYMENT_START)
      await page.goto(`/virtual-puja/${seed.pujas[0]._id}`)
      await page
        .getByRole('button', { name: /^Select / })
        .first()
        .click()
      await expectDialogStage(page, 'Contact Information')
      await dialog(page).getByRole('button', { name: 'Send OTP' }).click()
      await expect(dialog(page).getByText('Name is required')).toBeVisible()
      await expectNoAxeViolations(page)

      await dialog(page).getByLabel('Name').fill('Asha Verma')
      await dialog(page).getByLabel('WhatsApp Number').fill('9876543210')
      await dialog(page).getByRole('button', { name: 'Send OTP' }).click()
      await expectDialogStage(page, 'Verify Your WhatsApp Number')

      await dialog(page).getByLabel('OTP').fill('123456')
      await dialog(page).getByRole('button', { name: 'Verify OTP' }).click()
      await expectDialogStage(page, 'Review Your Booking')

      await dialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
      await expectDialogStage(page, 'Your Details')
      await dialog(page).getByRole('button', { name: 'Continue to Payment' }).click()
      await expect(dialog(page).getByText('Full name is required')).toBeVisible()
      await expectNoAxeViolations(page)

      await dialog(page).getByLabel('Full Name').fill('Asha Verma')
      await dialog(page).getByLabel('Gotra').fill('Kashyap')
      await dialog(page).getByLabel('Address').fill('12 Temple Road')
      await dialog(page).getByLabel('City').fill('Varanasi')
      await dialog(page).getByLabel('State').fill('Uttar Pradesh')
      await dialog(page).getByLabel('Pincode').fill('221001')
      await dialog(page).getByRole('button', { name: 'Continue to Payment' }).click()
      await expectDialogStage(page, 'Processing Payment')
    })

    test('the consultation dialogs have no violations at the form and processing stages', async ({
      page,
    }) => {
      await holdRequests(page, PAYMENT_START)
      await page.goto('/horoscope')
      await page.getByRole('button', { name: 'Book Consultation' }).click()
      await expectDialogStage(page, 'Book Consultation')
      await dialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
      await expect(dialog(page).getByRole('alert')).toHaveText('Please fill in all required fields')
      await expectNoAxeViolations(page)

      await dialog(page).getByLabel('Full Name').fill('Meera Iyer')
      await dialog(page).getByLabel('Email').fill('meera@example.com')
      await dialog(page).getByLabel('Phone Number').fill('9812345678')
      await dialog(page).getByLabel('Date').fill(new Date().toLocaleDateString('en-CA'))
      await dialog(page).getByLabel('Time Slot').selectOption('06:30 PM')
      await dialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
      await expectDialogStage(page, 'Processing Payment')
    })
  })
}

test('an order list that could not load has no violations (its message was white on red 7, 3.8:1)', async ({
  page,
}) => {
  await seedSignedInUser(page)
  await page.goto('/pooja-orders?scenario=orders-error')
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch orders')
  await expectNoAxeViolations(page)
})

test('the open mobile menu has no violations', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await waitForPage(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the open account menu, and the profile being edited, have no violations (Sign Out and hints readable)', async ({
  page,
}) => {
  await seedSignedInUser(page)
  await page.goto('/profile')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click()
  // In the header's landmark, where a screen reader's landmark navigation finds it (axe's best-practice `region`).
  await expect(page.getByRole('banner').getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page.getByText('Your phone number cannot be changed')).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('with the phone’s text at twice its size', () => {
  test.use({ viewport: MOBILE })
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '32px'
      })
    })
  })

  test("buttons and badges show their words whole, a select's chevron grows with them, and an e-mail address widens no page", async ({
    page,
  }) => {
    await page.goto('/chadava')
    await expect(page.getByRole('button', { name: 'Book This Chadava' }).first()).toBeVisible()
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label')]
        .filter(
          (label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
        )
        .map((label) => label.textContent),
    )
    expect(cut).toEqual([])
    await page.goto('/contact')
    await expect(page.getByRole('main').getByRole('link', { name: 'support@sankalp.org.in' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
    // The contact card's words go below their icons, not in a column a few letters wide beside them.
    const address = page.getByRole('complementary', { name: 'Get in Touch' }).locator('address')
    expect((await address.boundingBox())!.width).toBeGreaterThan(200)
    // A select's chevron grows with its words (16 px at the usual size).
    const chevron = page.getByRole('combobox', { name: 'Subject' }).locator('xpath=..').locator('svg')
    expect((await chevron.boundingBox())?.width).toBe(32)
    // An address written in a paragraph's text breaks too.
    await page.goto('/terms-conditions')
    await expect(page.getByText(/For legal notices write to legal@sankalp\.org\.in/)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
  })

  test("a chadava's cart bar keeps Proceed to Booking within the screen, its words wrapping", async ({
    page,
  }) => {
    await page.goto('/chadava/66c1a2b3c4d5e6f702000001')
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: /^Add / }).first().click()
    const proceed = page.getByRole('button', { name: 'Proceed to Booking' })
    await expect(proceed).toBeVisible()
    const box = await proceed.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
  })

  test('the sign-in dialog grows its title with the text and gives the phone number a line of its own', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Sign In' }).click()
    const signIn = page.getByRole('dialog', { name: 'Welcome to Sankalp' })
    const phone = signIn.getByRole('textbox', { name: 'Phone Number' })
    await expect(phone).toBeVisible()
    // 22 px at the usual size; the number field had 67 px beside the country, too little to show a number.
    expect(
      await signIn.locator('.mantine-Modal-title').evaluate((title) => getComputedStyle(title).fontSize),
    ).toBe('44px')
    expect((await phone.boundingBox())!.width).toBeGreaterThan(250)
  })

  test('the profile and the order cards keep their words on the screen, in one column', async ({ page }) => {
    await seedSignedInUser(page, {
      uid: 'mock-919876543210',
      phoneNumber: '+919876543210',
      displayName: 'Ravi',
    })
    await page.goto('/hi/pooja-orders')
    const card = page.getByRole('article').filter({ hasText: 'संकट नाशन गणेश पूजा' })
    const left = (label: string) =>
      card.getByText(label, { exact: true }).evaluate((dt) => dt.getBoundingClientRect().x)
    expect(await left('राशि')).toBe(await left('पैकेज'))
    const badge = await card.getByText('प्रक्रिया में', { exact: true }).boundingBox()
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(MOBILE.width)
    await page.goto('/hi/profile')
    const heading = await page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' }).boundingBox()
    expect(heading!.x + heading!.width).toBeLessThanOrEqual(MOBILE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
  })

  test('the grids of two columns become one where their words would not fit, so no page scrolls sideways', async ({
    page,
  }) => {
    for (const [path, text] of [
      ['/', 'Pujas Performed'],
      ['/horoscope', 'Sagittarius'],
      ['/about', 'Services Delivered'],
      ['/hi/horoscope', 'धनु'],
    ]) {
      await page.goto(path)
      await expect(page.getByText(text).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        MOBILE.width,
      )
    }
  })
})
