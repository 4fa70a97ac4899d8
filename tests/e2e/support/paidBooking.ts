/**
 * A paid booking through the site against the mock backend, as the payment status tests and the order page tests
 * make one: sign in, start a payment from inside the page (the booking dialogs' own step) with its session data, choose
 * the outcome on the mock gateway page and complete the booking on the status page.
 */
import { expect, type Page } from '@playwright/test'
import { firstCatalogueItem } from './catalogue'

export type Kind = 'puja' | 'chadava' | 'horoscope'
export const PHONE = '9811122233'

/** Opens the site and waits until the mock backend's service worker answers its calls. */
export async function openSite(page: Page, path = '/') {
  await page.goto(path)
  // The app renders only once the mock backend's worker has started, so a visible header means its API answers.
  await expect(page.getByRole('banner')).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
}

export async function signIn(page: Page, phone = PHONE) {
  await openSite(page)
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).filter({ visible: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone Number').fill(phone)
  await dialog.getByRole('button', { name: 'Send OTP' }).click()
  await dialog.getByLabel('Enter OTP').fill('123456')
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Starts a payment of `kind` and stores its session data; answers the merchantOrderId. It pays what the backend
 * charges: the first puja's 'Individual Puja' (₹851), the first chadava's first two offerings, a 10-minute
 * consultation.
 */
export async function startPayment(page: Page, kind: Kind): Promise<string> {
  const chadava = await firstCatalogueItem(page, '/api/chadava')
  const booked = {
    puja: (await firstCatalogueItem(page, '/api/pooja'))._id,
    chadava: chadava._id,
    offerings: (chadava.availableOfferings ?? []).slice(0, 2),
  }
  return page.evaluate(
    async ({ paymentKind, catalogue, phone }) => {
      const merchantOrderId = `${paymentKind === 'horoscope' ? 'HOROSCOPE' : paymentKind === 'chadava' ? 'CHADAVA' : 'POOJA'}_${Date.now()}_${Math.random().toString(36).slice(2, 10).toUpperCase()}`
      const offeringsPrice = catalogue.offerings.reduce((sum, offering) => sum + offering.price, 0)
      const amount = paymentKind === 'horoscope' ? 101 : paymentKind === 'chadava' ? offeringsPrice : 851
      const reply = await fetch('/api/payments/initiate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: amount * 100,
          redirectUrl: `${location.origin}/payment/success`,
          merchantOrderId,
          customerId: phone,
          customerName: 'Ravi Kumar',
          customerPhone: `+91${phone}`,
        }),
      })
      if (!reply.ok) throw new Error(`initiate: ${reply.status}`)
      const contactDetails = { name: 'Ravi Kumar', whatsappNumber: phone }
      const details = {
        puja: {
          returnTo: 'personal-details',
          contactDetails,
          pujaDetails: {
            title: 'Maha Rudrabhishek',
            poojaId: catalogue.puja,
            packageName: 'Individual Puja',
            dateTime: '2026-12-01T06:30:00.000Z',
            location: 'Varanasi',
          },
        },
        chadava: {
          returnTo: 'personal-details',
          contactDetails,
          chadavaDetails: {
            title: 'Kashi Chadava',
            chadavaId: catalogue.chadava,
            templeName: 'Kashi Vishwanath',
            dateTime: '2026-12-02T05:00:00.000Z',
            offerings: catalogue.offerings.map(({ name }) => name).join(', '),
            selectedOfferings: catalogue.offerings.map(({ name, description, price }) => ({
              name,
              description,
              price,
            })),
          },
        },
        horoscope: {
          horoscopeDetails: {
            fullName: 'Meera Iyer',
            email: 'meera@example.com',
            phone: `+91${phone}`,
            datetime: '2026-12-03T09:00:00.000Z',
            selectedPack: '10 Minutes Consultation',
            amount: 101,
          },
        },
      }[paymentKind]
      sessionStorage.setItem(
        'paymentData',
        JSON.stringify({ merchantOrderId, status: 'PENDING', amount, personalDetails: null, ...details }),
      )
      return merchantOrderId
    },
    { paymentKind: kind, catalogue: booked, phone: PHONE },
  )
}

export async function choose(
  page: Page,
  merchantOrderId: string,
  outcome: 'Pay' | 'Fail' | 'Cancel' | 'Leave pending',
) {
  await page.goto(`/mock-gateway?merchantOrderId=${merchantOrderId}`)
  await page.getByRole('button', { name: outcome, exact: true }).click()
  await expect(page).toHaveURL(/\/payment\/success\?merchantOrderId=/)
}

export async function completeBooking(page: Page, press: 'click' | 'dblclick' = 'click') {
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Ravi Kumar')
  await page.getByRole('textbox', { name: /^Gotra/ }).fill('Kashyap')
  await page.getByRole('textbox', { name: /^Address/ }).fill('12 Temple Road')
  await page.getByRole('textbox', { name: /^City/ }).fill('Varanasi')
  await page.getByRole('textbox', { name: /^State/ }).fill('Uttar Pradesh')
  await page.getByRole('textbox', { name: /^Pincode/ }).fill('221001')
  await page.getByRole('button', { name: 'Complete Booking' })[press]()
}
