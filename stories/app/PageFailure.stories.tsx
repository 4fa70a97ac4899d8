import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { PageFailureView } from '../../src/app/PageFailure'

const meta = {
  title: 'App/PageFailure',
  component: PageFailureView,
  args: { onRetry: fn() },
} satisfies Meta<typeof PageFailureView>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument()
    await canvas.getByRole('button', { name: 'Try Again' }).click()
    await expect(args.onRetry).toHaveBeenCalled()
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  },
}

export const Mobile: Story = { globals: mobileViewport }
