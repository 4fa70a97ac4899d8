import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { scorpioReadings } from '../../src/content/horoscopeReadings/scorpio'
import { zodiacSigns } from '../../src/content/zodiacSigns'
import { dailyReading } from '../../src/features/horoscope/dailyReading'
import { HoroscopePageView } from '../../src/features/horoscope/HoroscopePageView'

const scorpio = zodiacSigns[7]

const meta = {
  title: 'Horoscope/HoroscopePageView',
  component: HoroscopePageView,
  parameters: { machine: 'horoscopeBooking', state: 'closed', route: '/horoscope' },
  args: {
    signs: zodiacSigns,
    sign: scorpio,
    date: '2026-11-22',
    dateLabel: 'Sunday, 22 November 2026',
    reading: dailyReading(scorpioReadings, 'scorpio', '2026-11-22'),
    onSelectSign: fn(),
    onDateChange: fn(),
    onBookConsultation: fn(),
  },
} satisfies Meta<typeof HoroscopePageView>

export default meta
type Story = StoryObj<typeof meta>

/** The page with the booking closed: a sign's reading for a day. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Scorpio Horoscope' })).toBeInTheDocument()
    for (const title of [
      "Today's Overview",
      'Love & Relationships',
      'Career & Finance',
      'Health & Wellness',
      'Lucky Elements',
    ]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeInTheDocument()
    }
    await expect(canvas.getByRole('button', { name: /^Scorpio / })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: /^Pisces / }))
    await expect(args.onSelectSign).toHaveBeenCalledWith('pisces')
    await userEvent.click(canvas.getByRole('button', { name: 'Book Consultation' }))
    await expect(args.onBookConsultation).toHaveBeenCalled()
  },
}

export const Mobile: Story = { globals: mobileViewport }

/**
 * As prerendered, and until the readings have loaded: the section titles with placeholders where the day and its
 * reading will be, the card marked busy.
 */
export const ReadingLoading: Story = {
  args: { date: '', dateLabel: null, reading: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: "Today's Overview" })).toBeInTheDocument()
    await expect(canvas.getByLabelText('Date')).toHaveValue('')
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
  },
}

/** The sign's readings did not arrive (a dropped connection): the card says so, with Try Again. */
export const ReadingFailed: Story = {
  args: { reading: null, readingFailed: true, onRetryReading: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This reading could not be loaded. Please check your connection and try again.',
    )
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }))
    await expect(args.onRetryReading).toHaveBeenCalled()
  },
}
