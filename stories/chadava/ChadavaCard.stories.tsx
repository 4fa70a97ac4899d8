import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { STOCK_IMAGE } from '../../src/components/catalogue/stockImage'
import { ChadavaCard } from '../../src/features/chadava/ChadavaCard'
import { chadava, undatedChadava } from '../../src/testing/fixtures/catalogue'

const meta = {
  title: 'Chadava/ChadavaCard',
  component: ChadavaCard,
  parameters: { layout: 'padded' },
  args: { position: 0 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ChadavaCard>

export default meta
type Story = StoryObj<typeof meta>

/** First tag, date and time, temple, cut description, benefit chips. */
export const WithDate: Story = {
  args: { chadava },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Shakti Peeth')).toBeInTheDocument()
    await expect(canvas.queryByText('Protection')).not.toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

/** No date and no picture: the date is left out and the stock image stands in. */
export const NoDateStockImage: Story = {
  args: { chadava: undatedChadava },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', STOCK_IMAGE)
  },
}
