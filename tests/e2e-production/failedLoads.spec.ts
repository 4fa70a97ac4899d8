import hiApp from '../../src/content/messages/hi/app'
import hiCommon from '../../src/content/messages/hi/common'
import { expect, test } from '../e2e/support/csp'
import type { Page } from '@playwright/test'

/**
 * A page whose code does not arrive (a dropped connection on a slow network, or a release of the site since the
 * visitor opened it) says so in the visitor's language, inside the header and footer, and Try Again loads it afresh;
 * never React Router's developer screen. A dialog whose code does not arrive says so over the page, which keeps
 * everything on it; if its code is gone with a new release, Try Again loads the page afresh.
 */
const aboutCode = /\/assets\/AboutPage-[\w-]+\.js$/

async function openAboutWithoutItsCode(page: Page, from: string, aboutLink: string) {
  await page.goto(from)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The prerendered page shows before the app has started; a link tapped then is followed by the browser itself (a
  // fresh load of /about, which says it could not start), so the tap waits until the app has taken the page over.
  await page.waitForFunction(() => !('sankalpEarlyInput' in window))
  await page.route(aboutCode, (route) => route.abort('internetdisconnected'))
  await page.getByRole('banner').getByRole('link', { name: aboutLink, exact: true }).first().click()
}

test('says the page could not be loaded, keeps the header and footer, and Try Again loads it', async ({
  page,
}) => {
  await openAboutWithoutItsCode(page, '/', 'About')
  await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible()
  await expect(
    page.getByText('This page could not be loaded. Please check your connection and try again.'),
  ).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)

  await page.unroute(aboutCode)
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Sankalp' })).toBeVisible()
})

test('says so in Hindi to a visitor reading Hindi', async ({ page }) => {
  await openAboutWithoutItsCode(page, '/hi', hiApp.navigationMessages.about)
  await expect(
    page.getByRole('heading', { level: 1, name: hiCommon.failureMessages.genericError }),
  ).toBeVisible()
  await expect(page.getByText(hiApp.pageFailureMessages.text)).toBeVisible()
  await expect(page.getByRole('link', { name: hiCommon.commonMessages.returnToHome })).toHaveAttribute(
    'href',
    '/hi',
  )
})

test('a booking whose code does not arrive says so, keeps the cart, and Try Again opens it', async ({
  page,
}) => {
  // Blocked before the visit: a page already used starts loading its booking as soon as it shows.
  const bookingCode = /\/assets\/BookingFlow-[\w-]+\.js$/
  await page.route(bookingCode, (route) => route.abort('internetdisconnected'))
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await page.getByRole('button', { name: /^Add / }).first().click()
  await page.getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    /This could not be opened\. Please check your connection and try again\./,
  )
  const cart = page.getByRole('complementary', { name: 'Selected offerings' })
  await expect(cart.getByRole('button', { name: 'Clear All' })).toBeVisible()

  await page.unroute(bookingCode)
  await page.getByRole('alert').getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('dialog', { name: 'Contact Information' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a booking whose code is gone with a new release: Try Again loads the page afresh, and it opens', async ({
  page,
}) => {
  // The site answers, but not with the code this page was built with, until the page is loaded afresh.
  const bookingCode = /\/assets\/BookingFlow-[\w-]+\.js$/
  let reloaded = false
  await page.route(bookingCode, (route) =>
    reloaded ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
  )
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Offerings' })).toBeVisible()
  const chadavaPage = page.url()
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloaded = true
  })
  await page.getByRole('button', { name: /^Add / }).first().click()
  await page.getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('alert')).toHaveText(/This could not be opened\./)

  const load = page.waitForEvent('load')
  await page.getByRole('alert').getByRole('button', { name: 'Try Again' }).click()
  await load
  expect(reloaded).toBe(true)
  expect(page.url()).toBe(chadavaPage)
  await page.getByRole('button', { name: /^Add / }).first().click()
  await page.getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('dialog', { name: 'Contact Information' })).toBeVisible()
})

test('a page opened while its code does not arrive stays readable, says so, and Try Again brings it to life', async ({
  page,
}) => {
  await page.route(aboutCode, (route) => route.abort('internetdisconnected'))
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Sankalp' })).toBeVisible()
  const notice = page.getByRole('alert')
  await expect(notice).toHaveText(
    /This page could not be loaded\. Please check your connection and try again\./,
  )

  await page.unroute(aboutCode)
  await notice.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'About Sankalp' })).toBeVisible()
})
