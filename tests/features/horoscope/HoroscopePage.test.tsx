import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setScenario } from '../../../mocks/scenarios'
import { loadReadings } from '../../../src/content/horoscopeReadings/loadReadings'
import type { ReadingPool } from '../../../src/content/horoscopeReadings/readingPool'
import { zodiacIds, zodiacSigns, type ZodiacId } from '../../../src/content/zodiacSigns'
import { dailyReading as readingOf } from '../../../src/features/horoscope/dailyReading'
import { localDateKey } from '../../../src/features/horoscope/localDate'
import { HoroscopePage } from '../../../src/features/horoscope/HoroscopePage'
import { PAYMENT_DATA_KEY, paymentDataSchema } from '../../../src/domain/payment/paymentData'
import { renderPage } from '../../render'

const days = Array.from({ length: 30 }, (_, i) => localDateKey(new Date(2026, 10, 1 + i)))

const horoscopeReadings = {} as Record<ZodiacId, ReadingPool>
const dailyReading = (sign: ZodiacId, date: string) => readingOf(horoscopeReadings[sign], sign, date)

beforeAll(async () => {
  for (const id of zodiacIds) horoscopeReadings[id] = await loadReadings[id]()
})

describe('daily readings', () => {
  it('has its own pool for every one of the twelve signs', () => {
    expect(zodiacSigns.map((sign) => sign.id)).toEqual([...zodiacIds])
    const overviews = zodiacIds.flatMap((id) => horoscopeReadings[id].today)
    expect(new Set(overviews).size).toBe(overviews.length)
    for (const id of zodiacIds) {
      expect(horoscopeReadings[id].today).toContain(dailyReading(id, '2026-11-22').today)
      expect(horoscopeReadings[id].today.length).toBeGreaterThan(1)
    }
  })

  it('gives a sign the same reading for the same date', () => {
    for (const id of zodiacIds) expect(dailyReading(id, '2026-11-22')).toEqual(dailyReading(id, '2026-11-22'))
  })

  it('changes a sign’s reading across the days of a month', () => {
    for (const id of zodiacIds) {
      expect(new Set(days.map((day) => dailyReading(id, day).today)).size).toBeGreaterThan(1)
      expect(new Set(days.map((day) => JSON.stringify(dailyReading(id, day).lucky))).size).toBeGreaterThan(1)
    }
  })

  it('never shows one sign’s text for another (no fallback to Aries)', () => {
    for (const id of zodiacIds.filter((sign) => sign !== 'aries')) {
      for (const day of days) expect(horoscopeReadings.aries.today).not.toContain(dailyReading(id, day).today)
    }
  })
})

async function fill(user: ReturnType<typeof renderPage>['user'], input: HTMLElement, value: string) {
  await user.click(input)
  await user.paste(value)
}

describe('HoroscopePage', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('shows the hero, the twelve signs, today’s date and Aries’ reading', async () => {
    renderPage(<HoroscopePage />, { route: '/horoscope' })
    for (const stat of ['12 Zodiac Signs', 'Daily Updates', 'Expert Astrologers'])
      expect(screen.getByText(stat)).toBeInTheDocument()
    const signs = within(screen.getByRole('navigation', { name: 'Zodiac signs' })).getAllByRole('button')
    expect(signs).toHaveLength(12)
    expect(screen.getByLabelText('Date')).toHaveValue(localDateKey())
    expect(screen.getByRole('heading', { name: 'Aries Horoscope' })).toBeInTheDocument()
    expect(await screen.findByText(dailyReading('aries', localDateKey()).today)).toBeInTheDocument()
  })

  it('says when the sign’s reading did not arrive, and Try Again brings it', async () => {
    vi.spyOn(loadReadings, 'aries').mockRejectedValueOnce(new Error('offline'))
    const { user } = renderPage(<HoroscopePage />, { route: '/horoscope' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reading could not be loaded. Please check your connection and try again.',
    )
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText(dailyReading('aries', localDateKey()).today)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('names each sign’s button by the text it shows (WCAG 2.5.3 Label in Name)', () => {
    renderPage(<HoroscopePage />, { route: '/horoscope' })
    const list = within(screen.getByRole('navigation', { name: 'Zodiac signs' }))
    for (const sign of zodiacSigns) {
      const shown = `${sign.name} ${sign.dates} ${sign.element} · ${sign.color}`
      expect(list.getByRole('button', { name: shown })).toBeInTheDocument()
    }
  })

  it('shows the chosen sign’s reading for the chosen date', async () => {
    const { user } = renderPage(<HoroscopePage />, { route: '/horoscope' })
    await user.click(screen.getByRole('button', { name: /^Capricorn / }))
    const dateInput = screen.getByLabelText('Date')
    await user.clear(dateInput)
    await user.type(dateInput, '2026-12-25')
    const reading = dailyReading('capricorn', '2026-12-25')
    expect(screen.getByRole('heading', { name: 'Capricorn Horoscope' })).toBeInTheDocument()
    expect(await screen.findByText(reading.career)).toBeInTheDocument()
    expect(screen.getByText(reading.lucky.time)).toBeInTheDocument()
  })

  it('books a consultation: the alert for missing fields, then the payment starts with the session data', async () => {
    // The mock gateway page is on the site's own origin, which the redirect allowlist accepts on the mock site only.
    vi.stubEnv('VITE_MOCK', 'msw')
    const { user } = renderPage(<HoroscopePage />, { route: '/horoscope' })
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' })
    // Ready to type the name, past the title bar's controls.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Full Name/)).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields')
    const fields = [/^Full Name/, /^Email/, /^Phone Number/, /^Date/, /^Time Slot/]
    for (const label of fields) {
      // Said under each field too, not by its red border alone.
      expect(within(dialog).getByLabelText(label)).toBeInvalid()
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(/This field is required/)
    }
    await fill(user, within(dialog).getByLabelText(/^Full Name/), 'Meera Iyer')
    expect(within(dialog).getByLabelText(/^Full Name/)).toBeValid()
    expect(within(dialog).getByLabelText(/^Full Name/)).not.toHaveAccessibleDescription(/required/)
    expect(within(dialog).getByLabelText(/^Email/)).toBeInvalid()
    await fill(user, within(dialog).getByLabelText(/^Email/), 'meera@example.com')
    await fill(user, within(dialog).getByLabelText(/^Phone Number/), '98123456789')
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('9812345678')
    await fill(user, within(dialog).getByLabelText(/^Date/), localDateKey())
    const timeSlot = within(dialog).getByLabelText(/^Time Slot/)
    expect(timeSlot).toHaveAccessibleDescription(/^In your local time/)
    await user.selectOptions(timeSlot, '06:30 PM')
    await user.click(within(dialog).getByRole('radio', { name: '20 Minutes - ₹201' }))
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    const processing = await screen.findByRole('dialog', { name: 'Processing Payment' })
    expect(within(processing).getByText('₹201')).toBeInTheDocument()
    expect(await within(processing).findByText('Processing Payment...')).toBeInTheDocument()
    const stored = paymentDataSchema.parse(JSON.parse(sessionStorage.getItem(PAYMENT_DATA_KEY) ?? 'null'))
    expect(stored).toMatchObject({
      status: 'PENDING',
      amount: 201,
      horoscopeDetails: {
        fullName: 'Meera Iyer',
        phone: '+919812345678',
        selectedPack: '20 Minutes Consultation',
        amount: 201,
      },
    })
    expect(stored.merchantOrderId).toMatch(/^HOROSCOPE_/)
  }, 15_000)

  it('shows the payment error in the processing modal; Cancel returns to the form', async () => {
    setScenario('payment-initiate-error')
    const { user } = renderPage(<HoroscopePage />, { route: '/horoscope' })
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' })
    await fill(user, within(dialog).getByLabelText(/^Full Name/), 'Meera Iyer')
    await fill(user, within(dialog).getByLabelText(/^Email/), 'meera@example.com')
    await fill(user, within(dialog).getByLabelText(/^Phone Number/), '+91 98123 45678')
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('9812345678')
    await fill(user, within(dialog).getByLabelText(/^Date/), localDateKey())
    await user.selectOptions(within(dialog).getByLabelText(/^Time Slot/), '09:00 AM')
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    const processing = await screen.findByRole('dialog', { name: 'Processing Payment' })
    expect(await within(processing).findByRole('alert')).toHaveTextContent(
      'Payment gateway is unavailable. Please try again later.',
    )
    expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).toBeNull()
    await user.click(within(processing).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Book Consultation' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Meera Iyer')
  }, 15_000)

  it('opens the booking every time it is asked for, and gives focus back to the button on closing', async () => {
    const { user } = renderPage(<HoroscopePage />, { route: '/horoscope' })
    const book = screen.getByRole('button', { name: 'Book Consultation' })
    for (let round = 0; round < 2; round += 1) {
      await user.click(book)
      const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' })
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(book).toHaveFocus())
    }
  })
})
