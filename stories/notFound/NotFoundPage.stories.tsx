import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { NotFoundPage } from '../../src/features/notFound/NotFoundPage'

const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundPage,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  },
}

export const Mobile: Story = { globals: mobileViewport }
