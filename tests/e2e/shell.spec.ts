import { test, type Page } from '@playwright/test'
import hiApp from '../../src/content/messages/hi/app'
import {
  expectAfterFirstPaint as expect,
  gotoWithScenario,
  MOBILE,
  seedVisitorLocation,
  UNITED_STATES,
} from './support'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const visibleBadge = (page: Page, country: string) =>
  page.getByRole('banner').getByLabel(`Your location: ${country}`).filter({ visible: true })

test('the navigation highlights the current section, including its sub-pages', async ({ page }) => {
  await page.goto('/virtual-puja')
  await expect(mainNav(page).getByRole('link', { name: 'Puja' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')

  await mainNav(page).getByRole('link', { name: 'Chadava' }).click()
  await expect(page).toHaveURL('/chadava')
  await expect(mainNav(page).getByRole('link', { name: 'Chadava' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Puja' })).not.toHaveAttribute('aria-current', 'page')

  await mainNav(page).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
})

test('the tab names the page shown, and a puja’s page names its puja, in the language shown', async ({
  page,
}) => {
  await page.goto('/virtual-puja')
  await expect(page).toHaveTitle('Virtual Puja Services — Sankalp')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  const puja = await page.getByRole('heading', { level: 1 }).textContent()
  await expect(page).toHaveTitle(`${puja} — Sankalp`)
  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(puja ?? '')
  const hindiPuja = await page.getByRole('heading', { level: 1 }).textContent()
  await expect(page).toHaveTitle(`${hindiPuja} — Sankalp`)

  await page
    .getByRole('navigation', { name: hiApp.headerMessages.mainNavigation })
    .getByRole('link', { name: hiApp.navigationMessages.home, exact: true })
    .click()
  await expect(page).toHaveURL('/hi')
  await expect(page).toHaveTitle(hiApp.documentMessages.title)
})

test('from 992 px, where the toggle menu gives way to the bar, the bar holds on one line in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 992, height: 800 })
  // The longest country name the badge is likely to show: its end gives way, never the links.
  await seedVisitorLocation(page, UNITED_STATES)
  for (const path of ['/', '/hi']) {
    await page.goto(path)
    await expect(page.getByRole('banner').getByText('US', { exact: true })).toBeVisible()
    const middles = await page
      .getByRole('banner')
      .locator('a, button')
      .filter({ visible: true })
      .evaluateAll((controls) =>
        controls.map((control) => {
          const { top, bottom } = control.getBoundingClientRect()
          return (top + bottom) / 2
        }),
      )
    expect(middles.length).toBeGreaterThan(8)
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4)
  }
})

test('on a phone the toggle menu opens with the location badge on top and closes after navigating', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await expect(mainNav(page)).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(menu.locator(':scope > *').first()).toHaveAccessibleName('Your location: India')

  await menu.getByRole('link', { name: 'Horoscope' }).click()
  await expect(page).toHaveURL('/horoscope')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
})

test('the location badge shows India with its code as the flag for a visitor in India', async ({ page }) => {
  await page.goto('/')
  await expect(visibleBadge(page, 'India')).toHaveText(/^IN\s*India$/)
})

test('the location badge shows Global when no service finds the country', async ({ page }) => {
  await gotoWithScenario(page, '/', 'location-unavailable')
  await expect(visibleBadge(page, 'Global')).toHaveText(/^Global$/)
  await expect(visibleBadge(page, 'Global').locator('svg')).toBeVisible()
})

test('a cached United States location is used without asking the services again', async ({ page }) => {
  await seedVisitorLocation(page, UNITED_STATES)
  await page.goto('/')
  await expect(visibleBadge(page, 'United States')).toHaveText(/^US\s*United States$/)
})

test('/donation redirects to the home page', async ({ page }) => {
  await page.goto('/donation')
  await expect(page).toHaveURL('/')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('every route change starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 })
  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Online Puja Booking' })
  await footerLink.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await footerLink.click()
  await expect(page).toHaveURL('/virtual-puja')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
