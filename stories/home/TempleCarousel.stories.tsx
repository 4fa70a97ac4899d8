import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TempleCarousel } from '../../src/features/home/TempleCarousel'

const meta = {
  title: 'Home/TempleCarousel',
  component: TempleCarousel,
  parameters: { layout: 'padded', backgrounds: { default: 'dark' } },
  decorators: [(Story) => <div style={{ maxWidth: 560, background: '#651421', padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof TempleCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** Six temple images, advancing every 4 seconds (shown from 992 px up). */
export const Playing: Story = {}

/** A dot jumps to its image. */
export const FourthImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Show temple image 4 of 6' }))
    await expect(canvas.getByRole('button', { name: 'Show temple image 4 of 6' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }))
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
  },
}
