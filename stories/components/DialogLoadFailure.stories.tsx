import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { DialogLoadFailure } from '../../src/components/DialogLoadFailure'

const meta = {
  title: 'Components/DialogLoadFailure',
  component: DialogLoadFailure,
  args: { onRetry: fn() },
} satisfies Meta<typeof DialogLoadFailure>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This could not be opened. Please check your connection and try again.',
    )
    await canvas.getByRole('button', { name: 'Try Again' }).click()
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = { globals: mobileViewport }
