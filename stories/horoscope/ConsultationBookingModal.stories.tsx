import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ConsultationBookingModal } from '../../src/features/horoscope/ConsultationBookingModal'
import { emptyConsultationForm } from '../../src/domain/consultation/consultationForm'
import { emojiIn } from '../../src/testing/emoji'
import { consultationFailureMessages } from '../../src/content/messages/horoscope'
import { textOf } from '../../src/content/text'

const meta = {
  title: 'Horoscope/ConsultationBookingModal',
  component: ConsultationBookingModal,
  parameters: { machine: 'horoscopeBooking', state: 'editing' },
  args: {
    opened: true,
    form: emptyConsultationForm(),
    formError: null,
    today: '2026-11-22',
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConsultationBookingModal>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

/** The empty form: duration 10 minutes (₹101) is chosen. */
export const Editing: Story = {
  play: async ({ args }) => {
    const page = body()
    await expect(await page.findByRole('dialog', { name: 'Book Consultation' })).toBeInTheDocument()
    await expect(page.getByRole('radio', { name: '10 Minutes - ₹101' })).toBeChecked()
    await expect(page.getByRole('radio', { name: '20 Minutes - ₹201' })).not.toBeChecked()
    await expect(page.getByLabelText(/^Date/)).toHaveAttribute('min', '2026-11-22')
    const country = page.getByRole('combobox', { name: 'Country' })
    await expect(within(country).getByRole('option', { name: 'India (+91)' })).toBeInTheDocument()
    await expect(emojiIn(country.textContent)).toEqual([])
    await userEvent.click(page.getByRole('button', { name: 'Proceed to Payment' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** Submitted with fields missing. */
export const MissingFields: Story = {
  args: { formError: textOf(consultationFailureMessages, 'fillRequiredFields') },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent('Please fill in all required fields')
  },
}

export const Filled: Story = {
  args: {
    form: {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '9812345678',
      countryCode: 'IN',
      date: '2026-11-23',
      time: '02:30 PM',
      duration: '20',
    },
  },
  play: async () => {
    await expect(await body().findByRole('radio', { name: '20 Minutes - ₹201' })).toBeChecked()
    await expect(body().getByLabelText(/^Time Slot/)).toHaveValue('02:30 PM')
  },
}

export const MissingFieldsMobile: Story = { ...MissingFields, globals: mobileViewport }
