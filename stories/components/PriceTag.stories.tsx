import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PriceTag } from '../../src/components/PriceTag'

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  parameters: { layout: 'centered' },
  args: { price: { price: 1251, priceInDollars: 21 }, fz: 'xl', fw: 700 },
} satisfies Meta<typeof PriceTag>

export default meta
type Story = StoryObj<typeof meta>

export const Rupees: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,251')).toBeInTheDocument()
  },
}

export const Dollars: Story = {
  parameters: { location: 'US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$21')).toBeInTheDocument()
  },
}

/** The visitor's location is not known yet. */
export const LocationLoading: Story = {
  parameters: { location: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading price' })).toBeInTheDocument()
  },
}
