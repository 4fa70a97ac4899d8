import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { Footer } from '../../src/app/Footer'

const meta = {
  title: 'App/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Online Puja Booking' })).toHaveAttribute(
      'href',
      '/virtual-puja',
    )
    await expect(canvas.getByRole('link', { name: 'Chadava Offerings' })).toHaveAttribute('href', '/chadava')
    await expect(canvas.getByRole('link', { name: 'Daily Horoscope' })).toHaveAttribute('href', '/horoscope')
    await expect(canvas.getByText(/© 2025/)).toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: mobileViewport }
