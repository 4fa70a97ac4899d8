import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { StartFailureNotice } from '../../src/app/StartFailure'

/** Over a page opened while its code did not arrive: the painted page stays readable under it. */
const meta = {
  title: 'App/StartFailure',
  component: StartFailureNotice,
} satisfies Meta<typeof StartFailureNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Please check your connection and try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: mobileViewport }
