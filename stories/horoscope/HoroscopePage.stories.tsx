import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HoroscopePage } from '../../src/features/horoscope/HoroscopePage'

/** The horoscope page bound to its booking machine: a flow from the reading to the booking form's rules. */
const meta = {
  title: 'Horoscope/HoroscopePage',
  component: HoroscopePage,
  parameters: { route: '/horoscope' },
} satisfies Meta<typeof HoroscopePage>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseSignAndBook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Gemini / }))
    await expect(canvas.getByRole('heading', { name: 'Gemini Horoscope' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Book Consultation' }))
    // The dialog's code loads on the first press: give it the time a busy machine needs.
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Book Consultation' }, { timeout: 5_000 }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed to Payment' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in all required fields')
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(
        within(document.body).queryByRole('dialog', { name: 'Book Consultation' }),
      ).not.toBeInTheDocument(),
    )
  },
}
