import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { HomePage } from '../../src/features/home/HomePage'
import {
  chadavaListHandler,
  failingHandler,
  pujaListHandler,
} from '../../src/testing/fixtures/catalogueHandlers'

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: { msw: { handlers: [pujaListHandler(), chadavaListHandler()] } },
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

async function expectStartingPrice(canvasElement: HTMLElement, service: string, price: string) {
  const card = within(within(canvasElement).getByRole('article', { name: service }))
  await expect(await card.findByText(price)).toBeInTheDocument()
}

/** A visitor in India: rupee starting prices on the service cards. */
export const India: Story = {
  play: async ({ canvasElement }) => {
    await expectStartingPrice(canvasElement, 'Puja', '₹851')
    await expectStartingPrice(canvasElement, 'Chadava Offerings', '₹51')
  },
}

export const UnitedStates: Story = {
  parameters: { location: 'US' },
  play: async ({ canvasElement }) => {
    await expectStartingPrice(canvasElement, 'Puja', '$15')
  },
}

/** The location is still being detected: the prices wait behind skeletons. */
export const LocationLoading: Story = {
  parameters: { location: 'none' },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('status', { name: 'Loading price' })).length,
    ).toBeGreaterThan(0)
  },
}

/** The catalogue cannot be reached: the cards show no price rather than a wrong one. */
export const PricesUnavailable: Story = {
  parameters: { msw: { handlers: [failingHandler('/api/pooja'), failingHandler('/api/chadava')] } },
}

export const Mobile: Story = {
  globals: mobileViewport,
}
