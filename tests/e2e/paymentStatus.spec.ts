import { readFile } from 'node:fs/promises'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expectNoAxeViolations, INDIA, LONG_FLOW_MS, MOBILE, seedVisitorLocation } from './support'
import { ordersFor } from './support/mockOrders'
import { choose, completeBooking, openSite, signIn, startPayment } from './support/paidBooking'

/**
 * The payment status page against the mock backend: a payment is started through the payment API from inside the
 * page (the booking dialogs' own step), its session data is stored as the booking flows store it, and the outcome is
 * chosen on the mock gateway page. Orders are counted in the mock backend's own store.
 */

test.beforeEach(async ({ page }) => {
  // Sign-in, the gateway and several page loads per test: long flows.
  test.setTimeout(LONG_FLOW_MS)
  await seedVisitorLocation(page, INDIA)
})

test('a paid puja: status SUCCESS, personal details, one order in My Pooja Orders; reload, Back and Forward keep one', async ({
  page,
}) => {
  await signIn(page)
  const id = await startPayment(page, 'puja')
  await choose(page, id, 'Pay')
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page).toHaveTitle('Payment Successful! — Sankalp')
  await expect(page.getByText('₹851')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Puja Details' })).toBeVisible()
  await expect(page.getByText('+91 9811122233')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(0)
  await expectNoAxeViolations(page)
  await completeBooking(page)
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)
  expect(await page.evaluate(() => sessionStorage.getItem('paymentData'))).toBeNull()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)

  await page.getByRole('link', { name: 'Back to Pujas' }).click()
  await expect(page).toHaveURL('/virtual-puja')
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/mock-gateway/)
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)

  await page.goto('/pooja-orders')
  await expect(page.getByText('Maha Rudrabhishek')).toBeVisible()
  await expect(page.getByText('processing', { exact: true })).toBeVisible()
})

test('reloading before the details are sent, then sending them twice, still makes one order', async ({
  page,
}) => {
  await signIn(page)
  const id = await startPayment(page, 'puja')
  await choose(page, id, 'Pay')
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toBeVisible()
  await page.reload()
  await completeBooking(page, 'dblclick')
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)
})

test('two tabs on one paid payment make one order', async ({ page, context }) => {
  await signIn(page)
  const id = await startPayment(page, 'chadava')
  const session = await page.evaluate(() => sessionStorage.getItem('paymentData'))
  await choose(page, id, 'Pay')
  const second = await openWithSession(context, `/payment/success?merchantOrderId=${id}`, session!)
  await Promise.all([completeBooking(page), completeBooking(second)])
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  await expect(second.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)
  await page.goto('/chadava-orders')
  await expect(page.getByText('Kashi Chadava')).toBeVisible()
})

async function openWithSession(context: BrowserContext, path: string, session: string): Promise<Page> {
  const tab = await context.newPage()
  await tab.addInitScript((value) => sessionStorage.setItem('paymentData', value), session)
  await tab.goto(path)
  return tab
}

test('a failed order shows its reason with Retry, creates nothing, and the order is made once the service is back', async ({
  page,
}) => {
  await openSite(page)
  const id = await startPayment(page, 'horoscope')
  await page.goto(`/mock-gateway?merchantOrderId=${id}&scenario=order-create-error`)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByText('Order creation failed: Order service is unavailable')).toBeVisible()
  await expect(page.getByText('Retry')).toHaveCount(1)
  await page.getByRole('button', { name: 'Retry' }).dblclick()
  await expect(page.getByText('Order creation failed: Order service is unavailable')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(0)
  expect(await page.evaluate(() => sessionStorage.getItem('paymentData'))).not.toBeNull()
  await page.goto(`/payment/success?merchantOrderId=${id}&scenario=none`)
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)
})

for (const [outcome, title, text] of [
  ['Fail', 'Payment Failed', 'Your payment could not be processed. Please try again.'],
  ['Cancel', 'Payment Cancelled', 'You cancelled the payment. No amount has been charged.'],
  ['Leave pending', 'Payment Pending', 'Your payment is being processed. Please wait for confirmation.'],
] as const) {
  test(`${outcome} on the gateway shows '${title}' and creates nothing`, async ({ page }) => {
    await openSite(page)
    const id = await startPayment(page, 'horoscope')
    await choose(page, id, outcome)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByText('Order Processing')).toHaveCount(0)
    expect(await ordersFor(page, id)).toBe(0)
  })
}

/** Before the helper's bookings (1–3 December 2026), which the status page then offers to pay again. */
const BEFORE_THE_BOOKINGS = new Date('2026-11-20T12:00:00Z')

test('a failed puja payment is paid again for the same booking, which is then ordered once', async ({
  page,
}) => {
  await page.clock.setFixedTime(BEFORE_THE_BOOKINGS)
  await signIn(page)
  const failedId = await startPayment(page, 'puja')
  await choose(page, failedId, 'Fail')
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible()
  await expect(page.getByText('Your booking is kept: pay again without filling it in.')).toBeVisible()
  await page.getByRole('button', { name: 'Pay Again' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=POOJA_/)
  const retryId = new URL(page.url()).searchParams.get('merchantOrderId')!
  expect(retryId).not.toBe(failedId)
  await expect(page.getByText('₹851')).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Maha Rudrabhishek')).toBeVisible()
  await expect(page.getByText('+91 9811122233')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay Again' })).toHaveCount(0)
  await completeBooking(page)
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, retryId)).toBe(1)
  expect(await ordersFor(page, failedId)).toBe(0)
})

test('a cancelled consultation is paid again without its form, and ordered once', async ({ page }) => {
  await page.clock.setFixedTime(BEFORE_THE_BOOKINGS)
  await openSite(page)
  const cancelledId = await startPayment(page, 'horoscope')
  await choose(page, cancelledId, 'Cancel')
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay Again' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=HOROSCOPE_/)
  const retryId = new URL(page.url()).searchParams.get('merchantOrderId')!
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('10 Minutes Consultation')).toBeVisible()
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, retryId)).toBe(1)
  expect(await ordersFor(page, cancelledId)).toBe(0)
})

test('a pending payment that completes later is picked up by the re-check', async ({ page }) => {
  await openSite(page, '/?scenario=payment-pending-then-complete')
  const id = await startPayment(page, 'horoscope')
  await choose(page, id, 'Leave pending')
  await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, id)).toBe(1)
})

test('opening the status page with an unpaid merchantOrderId creates nothing', async ({ page }) => {
  await openSite(page)
  const id = await startPayment(page, 'horoscope')
  await page.evaluate(() => sessionStorage.removeItem('paymentData'))
  await page.goto(`/payment/success?merchantOrderId=${id}`)
  await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible()
  expect(await ordersFor(page, id)).toBe(0)
})

test('no payment data and invalid payment data have their screens, at 390 px', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/payment/success')
  await expect(page.getByRole('heading', { name: 'No Payment Data' })).toBeVisible()
  await expect(page.getByText('No payment information found')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.evaluate(() => sessionStorage.setItem('paymentData', '{"merchantOrderId": 42}'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible()
  await expect(page.getByText('Invalid payment data')).toBeVisible()
  await page.getByRole('link', { name: 'Browse Pujas' }).click()
  await expect(page).toHaveURL('/virtual-puja')
})

test('after a paid puja, Add to calendar gives an .ics file of the ritual at its UTC start and a Google Calendar link', async ({
  page,
}) => {
  await signIn(page)
  const id = await startPayment(page, 'puja')
  await choose(page, id, 'Pay')
  await completeBooking(page)
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  const calendar = page.getByRole('region', { name: 'Add to calendar' })

  const google = new URL(
    (await calendar.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')) ?? '',
  )
  expect(google.origin).toBe('https://calendar.google.com')
  expect(google.searchParams.get('dates')).toBe('20261201T063000Z/20261201T073000Z')
  expect(google.searchParams.get('text')).toBe('Maha Rudrabhishek (Sankalp)')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    calendar.getByRole('button', { name: 'Download .ics file' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sankalp-.+\.ics$/)
  const text = await readFile((await download.path()) ?? '', 'utf8')
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
  )
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T06:30:00.000Z')
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T07:30:00.000Z')
  expect(event.summary).toBe('Maha Rudrabhishek (Sankalp)')
  expect(event.location).toBe('Varanasi')
  expect(event.description).toContain('Order ID: ')
})
