/**
 * The site in Hindi (issue 13), as a devotee who reads Hindi uses it: the language switch, a guest's puja booking with
 * every validation message in Hindi, the mock gateway, the status page and My Pooja Orders; the horoscope and a
 * consultation; axe at both widths. The texts expected are the Hindi catalogs' own.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import hiApp from '../../src/content/messages/hi/app'
import hiBooking from '../../src/content/messages/hi/booking'
import hiCatalogue from '../../src/content/messages/hi/catalogue'
import hiCatalogueDetail from '../../src/content/messages/hi/catalogueDetail'
import hiCommon from '../../src/content/messages/hi/common'
import hiContact from '../../src/content/messages/hi/contact'
import hiHome from '../../src/content/messages/hi/home'
import hiHoroscope from '../../src/content/messages/hi/horoscope'
import hiOrders from '../../src/content/messages/hi/orders'
import hiPayment from '../../src/content/messages/hi/payment'
import hiProfile from '../../src/content/messages/hi/profile'
import {
  bookingDialog,
  choosePackage,
  dateFieldValue,
  expectNoAxeViolations,
  INDIA,
  LONG_FLOW_MS,
  MOBILE,
  seedSignedInUser,
  seedVisitorLocation,
} from './support'

test.beforeEach(async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS)
  await seedVisitorLocation(page, INDIA)
})

/** Nothing of the page's own text left in English: the Latin words it shows are names, codes and numbers only. */
async function expectDevanagari(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]{3,}/)
}

interface PujaNames {
  title: string
  location: string
  pujaPackages: { packageName: string }[]
}
interface ChadavaNames {
  name: string
  templeName: string
  availableOfferings: { name: string }[]
}

/** The mock backend's seed (db.json): its pujas and chadavas, with their Hindi texts. */
const seed = JSON.parse(readFileSync('db.json', 'utf8')) as {
  pujas: (PujaNames & { _id: string; translations: { hi: PujaNames } })[]
  chadavas: (ChadavaNames & { _id: string; translations: { hi: ChadavaNames } })[]
}
type SeedPuja = (typeof seed.pujas)[number]

/** The puja whose page is at `url`. */
function pujaOfPage(url: string): SeedPuja {
  return seed.pujas.find(({ _id }) => url.endsWith(`/${_id}`))!
}

/** The status page's puja details name the puja (booked with its first package) in `language`. */
async function expectBookingNamedIn(page: Page, language: 'en' | 'hi', puja: SeedPuja) {
  const names = language === 'en' ? puja : puja.translations.hi
  const details = page.getByRole('main')
  await expect(details.getByText(names.title, { exact: true })).toBeVisible()
  await expect(details.getByText(names.pujaPackages[0]!.packageName, { exact: true })).toBeVisible()
  await expect(details.getByText(names.location, { exact: true })).toBeVisible()
}

test('the switch shows the same page in Hindi, keeps what was typed, and the link opens in Hindi', async ({
  page,
}) => {
  await page.goto('/contact')
  const name = page.getByRole('textbox').first()
  await name.fill('आशा देवी')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message is required')).toBeVisible()
  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).click()
  await expect(page).toHaveURL('/hi/contact')
  await expect(page.getByRole('heading', { level: 1, name: hiCommon.commonMessages.contactUs })).toBeVisible()
  await expect(name).toHaveValue('आशा देवी')
  await expect(page.getByText(hiContact.contactFormMessages.messageRequired)).toBeVisible()
  await expect(page.getByText('Message is required')).toHaveCount(0)
  await expectDevanagari(page)
  // The office's address, on the contact card and in the footer.
  await expect(page.locator('address')).toHaveText(Array(2).fill(hiCommon.commonMessages.ourAddress))
  await expect(page).toHaveTitle(hiApp.documentMessages.pageTitle(hiCommon.commonMessages.contactUs))

  await page.getByRole('link', { name: 'English' }).filter({ visible: true }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('address')).toHaveText(Array(2).fill(/^4th Floor, Tower B, Unitech Cyber Park/))

  await page.goto('/hi/about')
  await expectDevanagari(page)
  await page
    .getByRole('navigation', { name: hiApp.headerMessages.mainNavigation })
    .getByRole('link', { name: hiApp.navigationMessages.puja })
    .click()
  await expect(page).toHaveURL('/hi/virtual-puja')
})

test('a message already shown follows a switch of language, and what was typed stays', async ({ page }) => {
  await seedSignedInUser(page)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Edit' }).click()
  const email = page.getByRole('textbox', { name: 'Email Address' })
  await email.fill('asha@')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()

  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).click()
  await expect(page).toHaveURL('/hi/profile')
  await expect(page.getByText(hiCommon.failureMessages.invalidEmail)).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: hiProfile.profileMessages.emailAddress })).toHaveValue(
    'asha@',
  )
  await expect(page.getByRole('button', { name: hiProfile.profileMessages.save })).toBeVisible()
})

test('a dialog has its own switch: the dialog stays open in Hindi, with what was typed and its messages', async ({
  page,
}) => {
  await choosePackage(page)
  const dialog = bookingDialog(page)
  await dialog.getByLabel('Name').fill('Asha Devi')
  await dialog.getByRole('button', { name: 'Send OTP' }).click()
  await expect(dialog.getByText('WhatsApp number is required')).toBeVisible()

  await dialog.getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(/\/hi\/virtual-puja\/\w+$/)
  await expect(
    page.getByRole('dialog', { name: hiBooking.bookingDialogMessages.titles.contact }),
  ).toBeVisible()
  await expect(dialog.getByLabel(hiBooking.contactPanelMessages.name)).toHaveValue('Asha Devi')
  await expect(dialog.getByText(hiBooking.bookingFormMessages.whatsappNumberRequired)).toBeVisible()
  await expect(dialog.getByText('WhatsApp number is required')).toHaveCount(0)
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })

  // Booked in English, reviewed in Hindi: the review names the puja and its package as the page does.
  await dialog.getByLabel(hiBooking.contactPanelMessages.whatsappNumber).fill('9876543210')
  await dialog.getByRole('button', { name: hiBooking.contactPanelMessages.sendOtp }).click()
  await dialog.getByLabel(hiBooking.otpPanelMessages.code).fill('123456')
  await dialog.getByRole('button', { name: hiBooking.otpPanelMessages.verify }).click()
  const puja = pujaOfPage(page.url())
  await expect(dialog.getByText(puja.translations.hi.title, { exact: true })).toBeVisible()
  await expect(
    dialog.getByText(puja.translations.hi.pujaPackages[0]!.packageName, { exact: true }),
  ).toBeVisible()
  await expect(dialog.getByText(puja.title, { exact: true })).toHaveCount(0)

  await dialog.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('dialog', { name: 'Review Your Booking' })).toBeVisible()
  await expect(dialog.getByText(puja.title, { exact: true })).toBeVisible()
})

test('the sign-in dialog switches language with the number typed kept; closed, it gives the focus back', async ({
  page,
}) => {
  // On a phone, from the menu: the same page in another language leaves the menu, and its Sign In, open.
  await page.setViewportSize(MOBILE)
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome to Sankalp' })
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('9876543210')
  await dialog.getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL('/hi/about')
  const inHindi = page.getByRole('dialog', { name: 'Sankalp में आपका स्वागत है' })
  await expect(inHindi.getByText('दिव्य सेवाओं के लिए साइन इन करें')).toBeVisible()
  await expect(inHindi.getByRole('textbox', { name: hiCommon.commonMessages.phoneNumber })).toHaveValue(
    '9876543210',
  )
  await page.keyboard.press('Escape')
  await expect(inHindi).toHaveCount(0)
  await expect(page.getByRole('button', { name: hiCommon.commonMessages.signIn })).toBeFocused()
})

/** The first chadava the mock backend serves. */
const seededChadava = seed.chadavas[0]!

test('a switch on a chadava keeps the cart, named in Hindi, and the place the visitor was reading', async ({
  page,
}) => {
  const {
    _id,
    availableOfferings,
    translations: { hi },
  } = seededChadava
  await page.goto(`/chadava/${_id}`)
  await page.getByRole('button', { name: `Add ${availableOfferings[0]!.name}` }).click()
  await page.getByRole('button', { name: `Add ${availableOfferings[2]!.name}` }).click()
  await page.getByRole('heading', { name: 'Choose Your Offerings' }).scrollIntoViewIfNeeded()
  const readingAt = await page.evaluate(() => window.scrollY)
  expect(readingAt).toBeGreaterThan(300)

  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).click()
  await expect(page).toHaveURL(`/hi/chadava/${_id}`)
  await expect(page.getByRole('heading', { level: 1, name: hi.name })).toBeVisible()
  const cart = page.getByRole('complementary', { name: hiCatalogueDetail.floatingCartMessages.label })
  await expect(cart.getByText(hi.availableOfferings[0]!.name)).toBeVisible()
  await expect(cart.getByText(hi.availableOfferings[2]!.name)).toBeVisible()
  await expect(cart.getByText(availableOfferings[0]!.name)).toHaveCount(0)
  const { offeringCardMessages } = hiCatalogueDetail
  await expect(
    page.getByRole('button', {
      name: offeringCardMessages.buttonLabel(offeringCardMessages.remove, hi.availableOfferings[2]!.name),
    }),
  ).toHaveAttribute('aria-pressed', 'true')
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - readingAt)).toBeLessThan(200)
})

test('a chadava booked in English is named in Hindi on its status page after a switch, its offerings too', async ({
  page,
}) => {
  const {
    _id,
    availableOfferings,
    translations: { hi },
  } = seededChadava
  await seedSignedInUser(page)
  await page.goto(`/chadava/${_id}`)
  await page.getByRole('button', { name: `Add ${availableOfferings[2]!.name}` }).click()
  await page.getByRole('button', { name: `Add ${availableOfferings[0]!.name}` }).click()
  await page
    .getByRole('complementary', { name: 'Selected offerings' })
    .getByRole('button', { name: 'Proceed to Booking' })
    .click()
  await bookingDialog(page).getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Leave pending' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible()
  const details = page.getByRole('main')
  const booked = (offerings: { name: string }[]) => `${offerings[2]!.name}, ${offerings[0]!.name}`
  await expect(details.getByText(booked(availableOfferings), { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).click()
  await expect(
    page.getByRole('heading', { name: hiPayment.paymentResultMessages.statuses.PENDING.title }),
  ).toBeVisible()
  await expect(details.getByText(hi.name, { exact: true })).toBeVisible()
  await expect(details.getByText(hi.templeName, { exact: true })).toBeVisible()
  await expect(details.getByText(booked(hi.availableOfferings), { exact: true })).toBeVisible()
  await expectDevanagari(page)
})

test('a guest books a puja in Hindi: every validation message in Hindi, the gateway, the status page and the orders', async ({
  page,
}) => {
  await page.goto('/hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiHome.homeHeroMessages.title)
  await expectNoAxeViolations(page)
  await page.goto('/hi/virtual-puja')
  await page.getByRole('button', { name: hiCatalogue.pujaCardMessages.book }).first().click()
  await expect(page).toHaveURL(/\/hi\/virtual-puja\/\w+/)
  await expectDevanagari(page)
  const pujaName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  expect(pujaName).toMatch(/[\u0900-\u097F]/)
  const puja = pujaOfPage(page.url())
  expect(puja.translations.hi.title).toBe(pujaName)
  await page
    .getByRole('button', { name: new RegExp(`${hiCatalogueDetail.packageCardMessages.select}$`) })
    .first()
    .click()

  const dialog = bookingDialog(page)
  const contact = hiBooking.contactPanelMessages
  const errors = hiBooking.bookingFormMessages
  await dialog.getByRole('button', { name: contact.sendOtp }).click()
  await expect(dialog.getByText(errors.nameRequired)).toBeVisible()
  await expect(dialog.getByText(errors.whatsappNumberRequired)).toBeVisible()
  await dialog.getByLabel(contact.whatsappNumber).fill('12345')
  await dialog.getByRole('button', { name: contact.sendOtp }).click()
  await expect(dialog.getByText(errors.invalidWhatsappNumber)).toBeVisible()
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })

  await dialog.getByLabel(contact.name).fill('आशा वर्मा')
  await dialog.getByLabel(contact.whatsappNumber).fill('9876543210')
  await dialog.getByRole('button', { name: contact.sendOtp }).click()
  await dialog.getByLabel(hiBooking.otpPanelMessages.code).fill('123456')
  await dialog.getByRole('button', { name: hiBooking.otpPanelMessages.verify }).click()
  await dialog.getByRole('button', { name: hiBooking.reviewPanelMessages.proceed }).click()

  const details = hiBooking.personalDetailsPanelMessages
  await dialog.getByRole('button', { name: details.submit.puja }).click()
  for (const message of Object.values(errors.required)) await expect(dialog.getByText(message)).toBeVisible()
  await dialog.getByLabel(details.labels.pincode).fill('22100')
  await dialog.getByRole('button', { name: details.submit.puja }).click()
  await expect(dialog.getByText(errors.invalidPincode)).toBeVisible()
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })

  await dialog.getByLabel(details.labels.fullName).fill('आशा वर्मा')
  await dialog.getByLabel(details.labels.gotra).fill('कश्यप')
  await dialog.getByLabel(details.labels.address).fill('12 मंदिर मार्ग')
  await dialog.getByLabel(details.labels.city).fill('वाराणसी')
  await dialog.getByLabel(details.labels.state).fill('उत्तर प्रदेश')
  await dialog.getByLabel(details.labels.pincode).fill('221001')
  await dialog.getByRole('button', { name: details.submit.puja }).click()

  await expect(page).toHaveURL(/\/hi\/mock-gateway\?merchantOrderId=POOJA_/)
  await expectDevanagari(page)
  await expectNoAxeViolations(page)
  await page
    .getByRole('button', { name: hiPayment.mockGatewayMessages.outcomes.COMPLETED, exact: true })
    .click()

  await expect(page).toHaveURL(/\/hi\/payment\/success\?merchantOrderId=POOJA_/)
  await expect(
    page.getByRole('heading', { name: hiPayment.paymentResultMessages.statuses.SUCCESS.title }),
  ).toBeVisible()
  await expect(page.getByText(hiPayment.orderProcessingMessages.createdTitle)).toBeVisible()
  await expectNoAxeViolations(page)
  await expectBookingNamedIn(page, 'hi', puja)

  // Read in English, the status page names the puja, its package and its temple as the English catalogue does.
  await page.getByRole('link', { name: 'English' }).filter({ visible: true }).click()
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/payment\/success\?merchantOrderId=POOJA_/)
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expectBookingNamedIn(page, 'en', puja)
  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).click()
  await expectBookingNamedIn(page, 'hi', puja)

  await page.goto('/hi/pooja-orders')
  await expect(page.getByRole('heading', { name: hiOrders.orderListMessages.poojaTitle })).toBeVisible()
  await expect(page.getByText(hiOrders.orderListMessages.ordersFound(3))).toBeVisible()
  await expect(page.getByRole('main').getByText(pujaName, { exact: true }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the horoscope and a consultation in Hindi, axe-clean at 390 px', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/hi/horoscope')
  await expectDevanagari(page)
  await expect(page.getByRole('heading', { name: hiHoroscope.dailyReadingMessages.today })).toBeVisible()
  await expectNoAxeViolations(page)

  const booking = hiHoroscope.consultationBookingMessages
  await page.getByRole('button', { name: booking.title }).first().click()
  const dialog = page.getByRole('dialog', { name: booking.title })
  await dialog.getByRole('button', { name: booking.submit }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    hiHoroscope.consultationFailureMessages.fillRequiredFields,
  )
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  const slot = dialog.getByLabel(booking.timeSlot)
  await slot.selectOption({ label: 'शाम 6:30' })
  await expect(slot).toHaveValue('06:30 PM')
})

test('a payment the gateway cannot start says why in Hindi, as the mock backend answers a Hindi request', async ({
  page,
}) => {
  await page.goto('/hi/horoscope?scenario=payment-initiate-error')
  const booking = hiHoroscope.consultationBookingMessages
  await page.getByRole('button', { name: booking.title }).first().click()
  const dialog = page.getByRole('dialog', { name: booking.title })
  await dialog.getByLabel(booking.fullName).fill('मीरा अय्यर')
  await dialog.getByLabel(booking.email).fill('meera@example.com')
  await dialog.getByLabel(booking.phone).fill('9812345678')
  await dialog.getByLabel(booking.date).fill(dateFieldValue(1))
  await dialog.getByLabel(booking.timeSlot).selectOption('09:00 AM')
  await dialog.getByRole('button', { name: booking.submit }).click()
  const processing = page.getByRole('dialog', { name: hiHoroscope.processingPaymentMessages.title })
  await expect(processing.getByRole('alert')).toHaveText(
    'भुगतान गेटवे अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  )
})

/** The families of the fonts the browser drew the text of the element `selector` finds with. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map(({ familyName }) => familyName)
}

test('Hindi is drawn in a Devanagari font even where the browser has none, and an English phone page asks for none', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.setViewportSize(MOBILE)
  await page.goto('/virtual-puja')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fonts).toEqual([])

  await page.goto('/hi')
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  const texts = {
    'the heading': 'h1',
    'a button': 'main a[href="/hi/virtual-puja"] .mantine-Button-label',
    'a section heading': 'main h2',
    'a paragraph': 'main p',
  }
  for (const [what, selector] of Object.entries(texts))
    expect(await fontsDrawing(page, selector), what).toContainEqual('Noto Sans Devanagari')
})

test.describe('a browser that asks for Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('opens a first visit in Hindi, and a visitor who chooses English keeps it', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveURL('/hi/about')
    await expectDevanagari(page)
    await page.getByRole('link', { name: 'English' }).filter({ visible: true }).click()
    await expect(page).toHaveURL('/about')
    await page.goto('/contact')
    await expect(page).toHaveURL('/contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
