import { ariesReadings } from '../../src/content/horoscopeReadings/aries'
import { taurusReadings } from '../../src/content/horoscopeReadings/taurus'
import { zodiacIds } from '../../src/content/zodiacSigns'
import { expect, test } from '../e2e/support/csp'

/**
 * Issue 12: heavy content loads with the step that shows it. The horoscope downloads the readings of the sign on
 * screen, not of all twelve, and the other signs and the consultation booking (its form rules, the country list, the
 * payment start) only once the visitor uses the page.
 */
const signChunk = new RegExp(`^(${zodiacIds.join('|')})-[\\w-]+\\.js$`)
const bookingChunk = /^ConsultationBooking-[\w-]+\.js$/

/** Matches any one of `texts`. */
const anyOf = (texts: readonly string[]) =>
  new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'))

test('the horoscope downloads the shown sign’s readings, and the other signs and the booking once the page is used', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''))
  const overview = page.getByRole('region', { name: "Today's Overview" })

  await page.goto('/horoscope')
  await expect(overview).toContainText(anyOf(ariesReadings.today))
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((name) => signChunk.test(name))).toEqual([expect.stringMatching(/^aries-/)])
  expect(scripts.filter((name) => bookingChunk.test(name))).toEqual([])

  await page.getByRole('button', { name: /^Taurus / }).click()
  await expect(overview).toContainText(anyOf(taurusReadings.today))
  await expect.poll(() => scripts.filter((name) => signChunk.test(name)).length).toBe(zodiacIds.length)
  await expect.poll(() => scripts.filter((name) => bookingChunk.test(name)).length).toBe(1)

  await page.getByRole('button', { name: 'Book Consultation' }).click()
  await expect(page.getByRole('dialog', { name: 'Book Consultation' })).toBeVisible()
})

test('a puja’s page downloads its booking only once the visitor uses the page, and books at the first ask', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''))
  const bookingFlow = () => scripts.filter((name) => /^BookingFlow-[\w-]+\.js$/.test(name))

  await page.goto('/virtual-puja')
  const detail = await page.getByRole('button', { name: 'Book This Puja' }).first().getAttribute('href')
  scripts.length = 0
  await page.goto(detail ?? '/virtual-puja/none')
  const select = page.getByRole('button', { name: /^Select / }).first()
  await expect(select).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(bookingFlow()).toEqual([])

  await select.click()
  await expect(page.getByRole('dialog')).toContainText('Add Details')
  expect(bookingFlow()).toHaveLength(1)
})
