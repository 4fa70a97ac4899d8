import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  bookingDialog,
  choosePackage,
  expectNoAxeViolations,
  INDIA,
  LONG_FLOW_MS,
  MOBILE,
  RAVI,
  seedSignedInUser,
  seedVisitorLocation,
  UNITED_STATES,
  verifyGuest,
} from './support'
import { ordersFor } from './support/mockOrders'
import { completeBooking } from './support/paidBooking'

const dialog = bookingDialog
const cart = (page: Page) => page.getByRole('complementary', { name: 'Selected offerings' })

interface StoredPayment {
  merchantOrderId: string
  amount: number
  returnTo: string
  status: string
  pujaDetails?: { title: string; packageName: string }
  chadavaDetails?: { offerings: string; selectedOfferings: unknown[] }
  contactDetails: { name: string; whatsappNumber: string }
  personalDetails: Record<string, string> | null
}

async function storedPayment(page: Page): Promise<StoredPayment | null> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('paymentData'))
  return raw ? (JSON.parse(raw) as StoredPayment) : null
}

/** The six personal details of a devotee of Kashyap gotra in Varanasi, found by their labels within `scope`. */
async function fillPersonalDetails(scope: Page | Locator, fullName: string) {
  await scope.getByLabel('Full Name').fill(fullName)
  await scope.getByLabel('Gotra').fill('Kashyap')
  await scope.getByLabel('Address').fill('12 Temple Road')
  await scope.getByLabel('City').fill('Varanasi')
  await scope.getByLabel('State').fill('Uttar Pradesh')
  await scope.getByLabel('Pincode').fill('221001')
}

async function chooseFourOfferings(page: Page) {
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: /^Add / }).first().click()
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(4)
  await cart(page).getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(dialog(page)).toBeVisible()
}

/** A signed-in devotee's chadava of four offerings, on its way to the mock gateway. */
async function payForFourOfferingsSignedIn(page: Page) {
  await seedSignedInUser(page)
  await chooseFourOfferings(page)
  await dialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=CHADAVA_/)
}

/** That chadava paid, its status page asking for the details its order needs; answers the payment's id. */
async function paidFourOfferingsAwaitingDetails(page: Page): Promise<string> {
  await payForFourOfferingsSignedIn(page)
  const merchantOrderId = new URL(page.url()).searchParams.get('merchantOrderId')!
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toBeVisible()
  return merchantOrderId
}

test.beforeEach(async ({ page }) => {
  // Each test walks the booking dialog step by step (several with axe on the way): long flows.
  test.setTimeout(LONG_FLOW_MS)
  await seedVisitorLocation(page, INDIA)
})

test('signed in, a puja opens on the personal details (SPEC §4): each step and field found once, then the gateway', async ({
  page,
}) => {
  await seedSignedInUser(page)
  await choosePackage(page)
  const d = dialog(page)
  await expect(page.getByText('Fill Name, Gotra & Address')).toHaveAttribute('aria-current', 'step')
  // Found on the whole page, not only in the dialog: no other element is named after a field.
  await fillPersonalDetails(page, 'Ravi Kumar')
  await d.getByRole('button', { name: 'Back to Review' }).click()
  await expect(page.getByText('Review Booking')).toHaveAttribute('aria-current', 'step')
  await expect(d.getByText(`WhatsApp: +91 ${RAVI.phoneNumber.slice(3)}`)).toBeVisible()
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByLabel('Pincode')).toHaveValue('221001')
  await d.getByRole('button', { name: 'Continue to Payment' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=POOJA_/)
  expect(await storedPayment(page)).toMatchObject({
    personalDetails: { fullName: 'Ravi Kumar', gotra: 'Kashyap', pincode: '221001' },
  })
})

test('a booking left open while another account signs in elsewhere pays for neither: it asks to sign in', async ({
  page,
}) => {
  await seedSignedInUser(page)
  await choosePackage(page)
  await fillPersonalDetails(dialog(page), 'Ravi Kumar')
  // Another tab signed out and signed in with another number: the provider's stored user is no longer Ravi.
  await page.evaluate(() => {
    const other = { uid: 'mock-919811122233', phoneNumber: '+919811122233', displayName: 'Sita' }
    window.localStorage.setItem('sankalp.mockAuthUser', JSON.stringify(other))
  })
  await dialog(page).getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(
    dialog(page).getByText('Authentication required for pooja orders. Please sign in to continue.'),
  ).toBeVisible()
  await expect(page).not.toHaveURL(/mock-gateway/)
  expect(await storedPayment(page)).toBeNull()
})

test('a guest books a puja: package, contact, OTP, review, personal details, gateway, and back to the status page', async ({
  page,
}) => {
  await choosePackage(page)
  const d = dialog(page)
  await expect(d.getByText('1 Add Details')).toBeVisible()
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  await verifyGuest(page)
  await expect(d.getByText('2 Review Booking')).toHaveAttribute('aria-current', 'step')
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(d.getByRole('button', { name: 'Back to Review' })).toBeVisible()
  await fillPersonalDetails(d, 'Asha Verma')
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  await d.getByRole('button', { name: 'Continue to Payment' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=POOJA_/)
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sankalp' })).toBeVisible()
  const stored = await storedPayment(page)
  await expect(page.getByText(`₹${stored!.amount.toLocaleString('en-IN')}`, { exact: true })).toBeVisible()
  expect(stored).toMatchObject({
    status: 'PENDING',
    returnTo: 'personal-details',
    contactDetails: { name: 'Asha Verma', whatsappNumber: '9876543210' },
    personalDetails: { fullName: 'Asha Verma', gotra: 'Kashyap', pincode: '221001' },
  })
  expect(stored!.merchantOrderId).toMatch(/^POOJA_\d+_[A-Z0-9]+$/)
  expect(stored!.merchantOrderId.length).toBeLessThanOrEqual(62)
  expect(new URL(page.url()).searchParams.get('merchantOrderId')).toBe(stored!.merchantOrderId)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(`/payment/success?merchantOrderId=${stored!.merchantOrderId}`)
  expect((await storedPayment(page))?.merchantOrderId).toBe(stored!.merchantOrderId)

  // The status API says SUCCESS; the details collected before payment are used, not asked again; one order.
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toHaveCount(0)
  // A reload (or Back to this page) says the same order was made, not that the booking is missing.
  const orderSaid = await page.getByText(/^Your order /).textContent()
  await page.reload()
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  await expect(page.getByText(/^Your order /)).toHaveText(orderSaid!)
  await expect(page.getByText('Booking details not found')).toHaveCount(0)
  // The guest verified 9876543210: the demo user, whose two seeded pooja orders are joined by this one.
  await page.goto('/pooja-orders')
  await expect(page.getByText('3 Order(s) Found')).toBeVisible()
})

test('a guest whose connection drops as the code is asked for is told so, and the code goes once it is back', async ({
  page,
  context,
}) => {
  await choosePackage(page)
  const d = dialog(page)
  await d.getByLabel('Name').fill('Asha Verma')
  await d.getByLabel('WhatsApp Number').fill('9876543210')
  // The sign-in provider's code is fetched as the code is asked for: offline, it does not arrive.
  await context.setOffline(true)
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await expect(d.getByRole('alert')).toHaveText('Network error: please check your connection and try again.')
  await context.setOffline(false)
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await expect(d.getByText('Enter the 6-digit code sent to +91 9876543210')).toBeVisible()
})

test('a devotee the gateway sends back in another tab still completes the booking, once, and it is not kept after', async ({
  page,
  context,
}) => {
  await payForFourOfferingsSignedIn(page)
  const merchantOrderId = new URL(page.url()).searchParams.get('merchantOrderId')!
  // A UPI app returns to the browser in a new tab: none of the booking tab's session is there.
  const back = await context.newPage()
  await back.goto(page.url())
  // The session is read once the gateway shows: in a new tab, MSW may reload the page as the demo's backend starts.
  const pay = back.getByRole('button', { name: 'Pay', exact: true })
  await expect(pay).toBeVisible()
  expect(await back.evaluate(() => sessionStorage.getItem('paymentData'))).toBeNull()
  await pay.click()
  await expect(back.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await completeBooking(back)
  await expect(back.getByText('Order created successfully!')).toBeVisible()
  await expect(back.getByRole('heading', { name: 'Booking details not found' })).toHaveCount(0)
  expect(await ordersFor(back, merchantOrderId)).toBe(1)
  expect(await back.evaluate(() => localStorage.getItem('keptBookings'))).toBe('[]')
})

test('a signed-in devotee books a chadava with 4 offerings straight to the gateway', async ({ page }) => {
  await seedSignedInUser(page)
  await chooseFourOfferings(page)
  const d = dialog(page)
  await expect(d.getByText('1 Select Offerings')).toBeVisible()
  await expect(d.getByText('Ravi Kumar')).toBeVisible()
  await expect(d.getByText('WhatsApp: +91 9812345678')).toBeVisible()
  await expect(d.getByRole('button', { name: 'Send OTP' })).toHaveCount(0)
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=CHADAVA_/)
  const stored = await storedPayment(page)
  expect(stored?.chadavaDetails?.selectedOfferings).toHaveLength(4)
  expect(stored?.chadavaDetails?.offerings.split(', ')).toHaveLength(4)
  expect(stored).toMatchObject({
    returnTo: 'personal-details',
    personalDetails: null,
    contactDetails: { name: 'Ravi Kumar' },
  })
  await page.getByRole('button', { name: 'Leave pending' }).click()
  await expect(page).toHaveURL(`/payment/success?merchantOrderId=${stored!.merchantOrderId}`)
})

test('a paid booking is never shown to, nor ordered for, the next person signed in on the phone', async ({
  page,
}) => {
  const merchantOrderId = await paidFourOfferingsAwaitingDetails(page)
  await page.getByLabel('Gotra').fill('Kashyap')

  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: RAVI.phoneNumber }).filter({ visible: true }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(
    page.getByText(
      'Order creation failed: User authentication required for orders. Please refresh the page and try again.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toHaveCount(0)
  await expect(page.getByText('Ravi Kumar')).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('paymentData'))).toBeNull()

  await banner.getByRole('button', { name: 'Sign In' }).filter({ visible: true }).click()
  const signIn = page.getByRole('dialog')
  await signIn.getByLabel('Phone Number').fill('9811122233')
  await signIn.getByRole('button', { name: 'Send OTP' }).click()
  await signIn.getByLabel('Enter OTP').fill('123456')
  await signIn.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(signIn).toBeHidden()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Booked with another phone number')).toBeVisible()
  await expect(page.getByText('Ravi Kumar')).toHaveCount(0)
  expect(await ordersFor(page, merchantOrderId)).toBe(0)
})

test('a paid chadava whose status page was left too soon waits on My Chadava Orders, and is completed from there', async ({
  page,
}) => {
  const merchantOrderId = await paidFourOfferingsAwaitingDetails(page)
  // The devotee leaves (another app, a closed tab) before giving the details the order needs.
  await page.goto('/chadava-orders')
  const awaiting = page.getByRole('region', { name: 'Bookings awaiting confirmation' })
  await expect(awaiting).toBeVisible()
  expect(await ordersFor(page, merchantOrderId)).toBe(0)

  await awaiting.getByRole('link', { name: /^Check payment status: / }).click()
  await expect(page).toHaveURL(`/payment/success?merchantOrderId=${merchantOrderId}`)
  await completeBooking(page)
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  expect(await ordersFor(page, merchantOrderId)).toBe(1)
  await page.goto('/chadava-orders')
  await expect(page.getByText(/Order\(s\) Found/)).toBeVisible()
  await expect(awaiting).toHaveCount(0)
})

test('a chadava whose payment failed is paid again from the status page with its four offerings, and is booked', async ({
  page,
}) => {
  await payForFourOfferingsSignedIn(page)
  const failed = await storedPayment(page)
  await page.getByRole('button', { name: 'Fail' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible()

  await page.getByRole('button', { name: 'Pay Again' }).click()
  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=CHADAVA_/)
  const retried = await storedPayment(page)
  expect(retried!.merchantOrderId).not.toBe(failed!.merchantOrderId)
  expect(retried).toMatchObject({
    status: 'PENDING',
    amount: failed!.amount,
    chadavaDetails: failed!.chadavaDetails,
    contactDetails: failed!.contactDetails,
  })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await completeBooking(page)
  const booked = page.getByRole('dialog', { name: 'Chadava Booked Successfully!' })
  await expect(booked).toBeVisible()
  // Its Close has the focus, not the title bar's switch to another language.
  await expect(booked.getByRole('button', { name: 'Close' })).toBeFocused()
})

test('each booking message appears on bad input and clears when its field is edited', async ({ page }) => {
  await choosePackage(page)
  const d = dialog(page)
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await expect(d.getByText('Name is required')).toBeVisible()
  await expect(d.getByText('WhatsApp number is required')).toBeVisible()
  await d.getByLabel('Name').fill('Asha')
  await expect(d.getByText('Name is required')).toHaveCount(0)
  await d.getByLabel('WhatsApp Number').fill('98x765')
  await expect(d.getByLabel('WhatsApp Number')).toHaveValue('98765')
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await expect(d.getByText('Please enter a valid 10-digit phone number')).toBeVisible()
  await d.getByLabel('WhatsApp Number').fill('9876543210')
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await d.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(d.getByText('Please enter the OTP code')).toBeVisible()
  await d.getByLabel('OTP').fill('000000')
  await d.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(d.getByText('Invalid OTP. Please try again.')).toBeVisible()
  await d.getByRole('button', { name: 'Back' }).click()
  await expect(d.getByLabel('WhatsApp Number')).toHaveValue('9876543210')
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await expect(d.getByRole('button', { name: 'Resend OTP' })).toBeVisible()
  await d.getByLabel('OTP').fill('123456')
  await d.getByRole('button', { name: 'Verify OTP' }).click()
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()
  await d.getByRole('button', { name: 'Continue to Payment' }).click()
  for (const message of [
    'Full name is required',
    'Gotra is required',
    'Address is required',
    'City is required',
    'State is required',
    'Pincode is required',
  ]) {
    await expect(d.getByText(message)).toBeVisible()
  }
  await d.getByLabel('Pincode').fill('22a10')
  await expect(d.getByText('Pincode is required')).toHaveCount(0)
  await d.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(d.getByText('Please enter a valid 6-digit pincode')).toBeVisible()
  await d.getByRole('button', { name: 'Back to Review' }).click()
  await expect(d.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible()
  await d.getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toHaveCount(0)
  expect(await storedPayment(page)).toBeNull()
})

test("a guest's code is sent even after the header's sign-in dialog was opened and closed", async ({
  page,
}) => {
  await page.goto('/virtual-puja')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click()
  await verifyGuest(page)
})

test('a gateway URL on a foreign origin is refused: the message shows and the browser stays', async ({
  page,
}) => {
  // The demo site's API is answered by MSW inside a service worker, which page.route cannot see; so the reply is
  // replaced where the page makes the call.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.endsWith('/api/payments/initiate')) {
        return Promise.resolve(Response.json({ success: true, redirectUrl: 'https://evil.example/pay' }))
      }
      return original(input, init)
    }
  })
  let leftTheSite = false
  await page.route('https://evil.example/**', (route) => {
    leftTheSite = true
    return route.abort()
  })
  await seedSignedInUser(page)
  await chooseFourOfferings(page)
  await dialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(dialog(page).getByText('Failed to initiate payment. Please try again.')).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Back to Details' })).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/chadava\//)
  expect(leftTheSite).toBe(false)
  expect(await storedPayment(page)).toBeNull()
})

test('a payment that could not start (the connection dropped) starts with Try Again, on to the gateway', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window)
    let dropped = false
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.endsWith('/api/payments/initiate') && !dropped) {
        dropped = true
        return Promise.reject(new TypeError('Failed to fetch'))
      }
      return original(input, init)
    }
  })
  await seedSignedInUser(page)
  await chooseFourOfferings(page)
  await dialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(dialog(page).getByRole('alert')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Try Again' }).click()
  await expect(page).toHaveURL(/\/mock-gateway/)
})

test('outside India the dialog shows dollars and the rupees that will be charged', async ({ page }) => {
  await seedVisitorLocation(page, UNITED_STATES)
  await seedSignedInUser(page)
  await chooseFourOfferings(page)
  await expect(
    dialog(page).getByText(/^Payments are made in Indian rupees: you will be charged ₹[\d,]+\.$/),
  ).toBeVisible()
  await expect(
    dialog(page)
      .getByText(/^\$[\d.,]+$/)
      .first(),
  ).toBeVisible()
})

test('the booking dialog fits a phone screen', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await seedSignedInUser(page)
  await chooseFourOfferings(page)
  const button = dialog(page).getByRole('button', { name: 'Proceed to Payment' })
  await button.scrollIntoViewIfNeeded()
  await expect(button).toBeInViewport()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
})
