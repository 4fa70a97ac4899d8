import { readFile, writeFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import {
  DESKTOP,
  expectNoAxeViolations,
  holdRequests,
  INDIA,
  installClock,
  LONG_FLOW_MS,
  MOBILE,
  pauseClock,
  seedVisitorLocation,
  UNITED_STATES,
} from './support'
import { choose, completeBooking, openSite, signIn, startPayment } from './support/paidBooking'

/**
 * The order page (issue 14) against the mock backend: a paid puja's order moves through its steps as the mock
 * backend's clock is moved on (`?mockClock=<hours>`), only its owner sees it, times read in IST and the visitor's own
 * zone, its ritual goes to a calendar and the page prints as a one-page receipt.
 */

/** The demo user's seeded order (mock-919876543210): the Sankat Nashan Ganesh Puja at 8:30 AM IST. */
const SEEDED_ORDER = '/pooja-orders/66d2b3c4d5e6f70803000002'
const SEEDED_PHONE = '9876543210'
/** The ritual time of the payments startPayment makes (support/paidBooking.ts). */
const RITUAL_AT = Date.parse('2026-12-01T06:30:00.000Z')
const HOUR_MS = 3_600_000

const steps = (page: Page) =>
  page.getByRole('region', { name: 'Your order, step by step' }).getByRole('listitem')
const receipt = (page: Page) => page.getByRole('region', { name: 'Receipt' })

/** Opens the order page with the mock backend's clock at `at` (hours from now, a little past the moment). */
async function openAt(page: Page, path: string, at: number) {
  const hours = (Math.max(at, Date.now()) - Date.now()) / HOUR_MS + 0.05
  await page.goto(`${path}?mockClock=${hours.toFixed(3)}`)
  await expect(steps(page).first()).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS)
  await seedVisitorLocation(page, INDIA)
})

test("a paid puja's order page shows Booked, then each later step as the mock clock moves on", async ({
  page,
}) => {
  await signIn(page)
  const merchantOrderId = await startPayment(page, 'puja')
  await choose(page, merchantOrderId, 'Pay')
  await completeBooking(page)
  await expect(page.getByText('Order created successfully!')).toBeVisible()

  await page.goto('/pooja-orders')
  const card = page.getByRole('article').filter({ hasText: 'Maha Rudrabhishek' })
  await expect(card).toContainText('Current step: Booked')
  await card.getByRole('link', { name: 'View order: Maha Rudrabhishek' }).click()
  await expect(page).toHaveURL(/\/pooja-orders\/[0-9a-f]{24}$/)
  const orderPath = new URL(page.url()).pathname

  await expect(steps(page)).toHaveCount(6)
  await expect(steps(page).nth(0)).toContainText('BookedDone: ')
  await expect(steps(page).nth(0)).toContainText(`Payment reference ${merchantOrderId}`)
  await expect(steps(page).nth(1)).toContainText('Confirmed by the templeNext: Expected by ')
  await expect(steps(page).nth(2)).toContainText('Still to come')
  await expect(receipt(page)).toContainText(`Payment reference${merchantOrderId}`)
  await expect(receipt(page)).toContainText('Amount charged₹851')

  const booked = Date.now()
  await openAt(page, orderPath, booked + 2 * HOUR_MS)
  await expect(steps(page).nth(1)).toContainText('Done: ')
  await expect(steps(page).nth(2)).toContainText('PerformedNext: Expected by Tue, 1 Dec, 2026 · 12:00 PM IST')

  await openAt(page, orderPath, RITUAL_AT)
  await expect(steps(page).nth(2)).toContainText('PerformedDone: Tue, 1 Dec, 2026 · 12:00 PM IST')
  await expect(steps(page).nth(3)).toContainText('Video readyNext: ')

  await openAt(page, orderPath, RITUAL_AT + 6 * HOUR_MS)
  await expect(steps(page).nth(3)).toContainText('Video readyDone: ')
  const jump = steps(page).nth(3).getByRole('link', { name: 'Jump to your sankalp' })
  await expect(jump).toHaveAttribute('href', /\.mp4#t=95$/)

  await openAt(page, orderPath, RITUAL_AT + 24 * HOUR_MS)
  await expect(steps(page).nth(4)).toContainText(
    /Prasad dispatchedDone: .*India Post, tracking number EP\d{9}IN/,
  )
  await expect(steps(page).nth(4).getByRole('link', { name: 'Track your prasad' })).toHaveAttribute(
    'href',
    /^https:\/\/courier\.sankalp\.example\/track\/EP\d{9}IN$/,
  )

  await openAt(page, orderPath, RITUAL_AT + 5 * 24 * HOUR_MS)
  await expect(steps(page).nth(5)).toContainText('DeliveredDone: ')
  await expect(receipt(page)).toContainText('StatusDelivered')
  await page.goto('/pooja-orders')
  await expect(card).toContainText('Current step: Delivered')
})

test("another user's order id, or an unknown one, shows 'not found' and never the order", async ({
  page,
  browser,
}) => {
  await signIn(page)
  await page.goto(SEEDED_ORDER)
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await expect(page.getByText('Sankat Nashan Ganesh')).toHaveCount(0)
  await expect(receipt(page)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.goto('/chadava-orders/66d2b3c4d5e6f70899999999')
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()

  const owner = await browser.newPage()
  await seedVisitorLocation(owner, INDIA)
  await signIn(owner, SEEDED_PHONE)
  await owner.goto(SEEDED_ORDER)
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(
    'Sankat Nashan Ganesh Puja at Siddhivinayak',
  )
  await owner.close()
})

test('signed out, the order page asks to sign in', async ({ page }) => {
  await openSite(page, SEEDED_ORDER)
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  await expect(page.getByText('Sankat Nashan Ganesh')).toHaveCount(0)
})

test('the order page is axe-clean at 1280 and 390, every step shown at once (order-delivered)', async ({
  page,
}) => {
  await signIn(page, SEEDED_PHONE)
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport)
    await page.goto(`${SEEDED_ORDER}?scenario=order-delivered`)
    await expect(steps(page).nth(5)).toContainText('DeliveredDone: ')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/orders-shots/order-delivered-${viewport.width}.png`, fullPage: true })
  }
  await page.goto('/pooja-orders?scenario=order-refunded')
  await expect(page.getByRole('article').first()).toContainText('Current step: Refunded')
  await expectNoAxeViolations(page)
  await page.goto(`${SEEDED_ORDER}?scenario=order-refunded`)
  await expect(steps(page)).toHaveCount(3)
  await expect(steps(page).nth(2)).toContainText('RefundedDone: ')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: '/tmp/orders-shots/order-refunded-390.png', fullPage: true })
})

test('the order page is axe-clean while it loads and when it fails, at 1280 and 390', async ({ page }) => {
  await signIn(page, SEEDED_PHONE)
  const release = await holdRequests(page, /\/api\/pooja-orders\/user\/[^/]+\/[0-9a-f]{24}$/)
  // The held call must not time out while axe looks: the page's clock stands still meanwhile.
  await installClock(page)
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport)
    await page.goto(SEEDED_ORDER)
    await expect(page.getByRole('status', { name: 'Loading your order' })).toBeVisible()
    await pauseClock(page)
    await expectNoAxeViolations(page)
    await page.clock.resume()
    await release()
    await expect(steps(page)).toHaveCount(6)

    await page.goto(`${SEEDED_ORDER}?scenario=orders-error`)
    await release()
    await expect(page.getByRole('alert')).toContainText('Failed to fetch orders')
    await expectNoAxeViolations(page)
    // The mock backend forgets the scenario when it starts on this page; the list showing proves it has.
    await page.goto('/pooja-orders?scenario=none')
    await expect(page.getByRole('heading', { name: 'My Pooja Orders' })).toBeVisible()
  }
})

test.describe('a devotee in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('sees each time in IST and then their own, and the dollar price they were shown', async ({ page }) => {
    await seedVisitorLocation(page, UNITED_STATES)
    await signIn(page, SEEDED_PHONE)
    await page.goto(`${SEEDED_ORDER}?scenario=order-delivered`)
    const dateAndTime = receipt(page).getByRole('definition').filter({ hasText: 'IST' })
    await expect(dateAndTime).toContainText(/08:30 AM IST/)
    await expect(dateAndTime).toContainText(/\w{3} 10:00 PM EST \(your time\)/)
    await expect(steps(page).nth(2)).toContainText(/08:30 AM IST.*10:00 PM EST \(your time\)/)
    await expect(receipt(page)).toContainText(/Price in US dollars\$\d+/)
    await page.screenshot({ path: '/tmp/orders-shots/order-new-york-1280.png', fullPage: true })
  })
})

test("the order page's Add to calendar gives an .ics file that parses, at the ritual's UTC start", async ({
  page,
}) => {
  await signIn(page, SEEDED_PHONE)
  await page.goto(SEEDED_ORDER)
  const calendar = page.getByRole('region', { name: 'Add to calendar' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    calendar.getByRole('button', { name: 'Download .ics file' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('sankalp-66d2b3c4d5e6f70803000002.ics')
  const text = await readFile((await download.path()) ?? '', 'utf8')
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
  )
  const start = event.startDate.toJSDate()
  expect(start.toISOString()).toMatch(/T03:00:00\.000Z$/)
  expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(HOUR_MS)
  expect(event.summary).toBe('Sankat Nashan Ganesh Puja at Siddhivinayak (Sankalp)')
  expect(event.location).toContain('Siddhivinayak')
  expect(event.description).toContain('Order ID: 66d2b3c4d5e6f70803000002')
})

test('the order page prints as a one-page receipt without the site header, footer or buttons', async ({
  page,
}) => {
  await signIn(page, SEEDED_PHONE)
  await page.goto(`${SEEDED_ORDER}?scenario=order-delivered`)
  await expect(receipt(page)).toContainText('StatusDelivered')
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  await writeFile('/tmp/orders-shots/receipt.pdf', pdf)
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []
  expect(pages).toHaveLength(1)

  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header')).toBeHidden()
  await expect(page.locator('footer')).toBeHidden()
  await expect(page.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Your order, step by step' })).toBeHidden()
  for (const fact of [
    'Order ID',
    'Service',
    'Package',
    'Date and time',
    'Amount charged',
    'Payment reference',
  ])
    await expect(receipt(page).getByText(fact, { exact: true })).toBeVisible()
  // Printed without the site around it, the receipt still names who issued it and how to reach them.
  await expect(receipt(page).locator('address')).toBeVisible()
  await expect(receipt(page).locator('address')).toHaveText(
    'Issued by Sankalp · 4th Floor, Tower B, Unitech Cyber Park, Sector 39, Gurugram, Haryana 122002, India · support@sankalp.org.in · +91 98765 43210',
  )
  await page.screenshot({ path: '/tmp/orders-shots/receipt-print.png', fullPage: true })
})
