import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Countdown } from '../../src/components/Countdown'

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  parameters: { layout: 'centered' },
  args: { label: 'Puja begins in', pastLabel: 'This puja has already taken place' },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  args: { target: new Date(Date.now() + ((2 * 24 + 5) * 3600 + 42 * 60) * 1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Puja begins in' })).toHaveTextContent(
      '02Days',
    )
  },
}

export const Past: Story = {
  args: { target: new Date(Date.now() - 60_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This puja has already taken place')).toBeInTheDocument()
  },
}
