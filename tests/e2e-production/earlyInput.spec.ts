import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/support/csp'

/**
 * On a slow network a prerendered page shows seconds before its code arrives. What the visitor does in that time is
 * not lost: the fields typed into and the last button tapped are done again once the page is alive, and a form's
 * button does not submit the form natively meanwhile. Under the Content-Security-Policy: the fixture fails on any
 * violation, so the page's one inline script runs by its hash.
 */

/** Waits for the page as painted: a layout read earlier (Playwright's own) may come before its styles and fonts. */
async function stylesAndFontsIn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** Holds the site's code until the returned `release`: the prerendered page shows, and nothing has hydrated it. */
async function openWithoutCodeYet(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

test('a contact message typed and sent before the page came alive is sent once it is', async ({ page }) => {
  const release = await openWithoutCodeYet(page, '/contact')
  await page.getByLabel('Name *').fill('Asha Verma')
  await page.getByLabel('Email *').fill('asha@example.com')
  await page.getByLabel('Subject *').selectOption({ label: 'Donations' })
  await page.getByRole('textbox', { name: /^Message/ }).fill('Please tell me about donations at the temple.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL('/contact')

  const sent: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact'))
      sent.push(request.postDataJSON())
  })
  release()
  await expect(page.getByText('Thank you for your message. We will respond within 24 hours.')).toBeVisible()
  expect(sent).toEqual([
    expect.objectContaining({
      name: 'Asha Verma',
      email: 'asha@example.com',
      message: 'Please tell me about donations at the temple.',
    }),
  ])
  await expect(page).toHaveURL('/contact')
})

test('a sign chosen before the page came alive shows its reading', async ({ page }) => {
  const release = await openWithoutCodeYet(page, '/horoscope')
  await page.getByRole('button', { name: /^Leo / }).click()

  release()
  await expect(page.getByRole('heading', { name: 'Leo Horoscope' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Leo / })).toHaveAttribute('aria-pressed', 'true')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // Home is prerendered; My Pooja Orders is served the app shell, which the page replaces.
  for (const path of ['/', '/pooja-orders']) {
    test(`the menu tapped before ${path} came alive opens`, async ({ page }) => {
      const release = await openWithoutCodeYet(page, path)
      await page.getByRole('button', { name: 'Open menu' }).click()

      release()
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Horoscope' })).toBeVisible()
    })
  }
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, the app shell's header is where the page's comes`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const release = await openWithoutCodeYet(page, '/pooja-orders')
    const banner = page.getByRole('banner')
    const logo = banner.getByRole('link', { name: 'Sankalp home' })
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading...' })).toBeVisible()
    await stylesAndFontsIn(page)
    const painted = { banner: await banner.boundingBox(), logo: await logo.boundingBox() }

    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible()
    expect({ banner: await banner.boundingBox(), logo: await logo.boundingBox() }).toEqual(painted)
  })
}

/** How far a control may move as the page comes alive: a placeholder's width rounds differently from its control's. */
const STILL_PX = 2

interface TapTargets {
  scrolled: number
  targets: { control: string; x: number; y: number }[]
}

/**
 * How far the page is scrolled, and where each card's button and each control of the header painted is on screen:
 * the same elements each time (hydration keeps them), so a control the app adds is not one of them. A position
 * within `STILL_PX` of the `painted` one is given as that one, so a difference shows what moved.
 */
function tapTargets(page: Page, painted?: TapTargets): Promise<TapTargets> {
  return page.evaluate(
    ({ painted, still }) => {
      const kept = window as unknown as { painted?: Element[] }
      kept.painted ??= [...document.querySelectorAll('article a[role="button"], header a, header button')]
      return {
        scrolled: Math.round(window.scrollY),
        targets: kept.painted.map((element, index) => {
          const { x, y } = element.getBoundingClientRect()
          const was = painted?.targets[index]
          const near = was && Math.abs(was.x - x) <= still && Math.abs(was.y - y) <= still
          return {
            control: `${element.textContent}${element.isConnected ? '' : ' (gone)'}`,
            x: near ? was.x : Math.round(x),
            y: near ? was.y : Math.round(y),
          }
        }),
      }
    },
    { painted, still: STILL_PX },
  )
}

test.describe('a visitor abroad', () => {
  test.use({ timezoneId: 'America/New_York' })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, the list stays where it was scrolled as it comes alive, and nothing under a finger moves`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const release = await openWithoutCodeYet(page, '/chadava')
      await expect(page.getByRole('button', { name: 'Book This Chadava' }).first()).toBeVisible()
      await stylesAndFontsIn(page)
      await page.evaluate(() => window.scrollTo(0, 600))
      const painted = await tapTargets(page)
      expect(painted.scrolled).toBe(600)

      release()
      await expect(page.getByText(/ \(your time\)$/).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await tapTargets(page, painted)).toEqual(painted)
    })
  }
})
