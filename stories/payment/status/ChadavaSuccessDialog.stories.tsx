import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { mobileViewport } from '../../../.storybook/viewports'
import { ChadavaSuccessDialog } from '../../../src/features/payment/status/ChadavaSuccessDialog'
import { body } from '../../booking/bookingStoryKit'

const meta = {
  title: 'Booking/ChadavaSuccessDialog',
  component: ChadavaSuccessDialog,
  args: { opened: true, chadavaName: 'Kashi Vishwanath Chadava', onClose: fn() },
} satisfies Meta<typeof ChadavaSuccessDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The chadava was booked: Close, or Book Another Chadava. */
export const Booked: Story = {
  play: async () => {
    await expect(await body().findByText('Chadava Booked Successfully!')).toBeVisible()
    await expect(body().getByRole('link', { name: 'Book Another Chadava' })).toHaveAttribute(
      'href',
      '/chadava',
    )
    await expect(body().getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

export const BookedMobile: Story = { globals: mobileViewport }
