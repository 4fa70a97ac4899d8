import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PujaCard } from '../../src/features/puja/PujaCard'
import { pastPuja, todayPuja, undatedPuja, upcomingPuja } from '../../src/testing/fixtures/catalogue'

const meta = {
  title: 'Puja/PujaCard',
  component: PujaCard,
  parameters: { layout: 'padded' },
  args: { position: 0 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PujaCard>

export default meta
type Story = StoryObj<typeof meta>

/** A future puja: its date, Upcoming, and a description cut at 120 characters. */
export const Upcoming: Story = {
  args: { puja: upcomingPuja },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Upcoming')).toBeInTheDocument()
    await expect(canvas.getByText(/\.\.\.$/)).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Book This Puja' })).toHaveAttribute(
      'href',
      '/virtual-puja/puja-upcoming',
    )
  },
}

export const Today: Story = {
  args: { puja: todayPuja },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Today')).toBeInTheDocument()
  },
}

export const Available: Story = {
  args: { puja: pastPuja },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Available')).toBeInTheDocument()
  },
}

/** No date and no picture: the date line is left out and the stock image stands in. */
export const NoDateNoImage: Story = {
  args: { puja: undatedPuja },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Not specified')).not.toBeInTheDocument()
    const facts = [...canvasElement.querySelectorAll('p')].filter((line) => line.querySelector('svg'))
    await expect(facts.map((line) => line.textContent)).toEqual([undatedPuja.location])
  },
}

/** The first card's picture is the page's largest paint: it loads at once, with high priority. */
export const FirstCard: Story = {
  args: { puja: upcomingPuja, position: 0 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  },
}

/** Below the first row, a picture loads as it comes near the screen. */
export const BelowTheFirstRow: Story = {
  args: { puja: upcomingPuja, position: 3 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).not.toHaveAttribute('fetchpriority')
  },
}
