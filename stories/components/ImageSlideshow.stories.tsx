import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ImageSlideshow } from '../../src/components/ImageSlideshow'
import { STOCK_IMAGE } from '../../src/components/catalogue/stockImage'
import { upcomingPuja } from '../../src/testing/fixtures/catalogue'

const meta = {
  title: 'Components/ImageSlideshow',
  component: ImageSlideshow,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ImageSlideshow>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeImages: Story = {
  args: { images: upcomingPuja.imageUrls, alt: upcomingPuja.title },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }))
    await expect(canvas.getByRole('img', { name: `${upcomingPuja.title}, image 2 of 3` })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Thumbnail 3 of 3' }))
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

/** One image: no arrows, dots or thumbnails. */
export const OneImage: Story = {
  args: { images: upcomingPuja.imageUrls.slice(0, 1), alt: upcomingPuja.title },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument()
  },
}

export const NoImages: Story = {
  args: { images: [], alt: 'Ganesh Puja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ganesh Puja' })).toHaveAttribute(
      'src',
      STOCK_IMAGE,
    )
  },
}
