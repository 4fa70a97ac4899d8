import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LocationBadge } from '../../../src/app/location/LocationBadge'
import { GLOBAL_LOCATION } from '../../../src/lib/location'
import { INDIA, USA } from '../../../src/testing/TestProviders'
import { emojiIn } from '../../../src/testing/emoji'

const meta = {
  title: 'App/LocationBadge',
  component: LocationBadge,
  parameters: { layout: 'centered', machine: 'visitorLocation' },
} satisfies Meta<typeof LocationBadge>

export default meta
type Story = StoryObj<typeof meta>

async function expectSkeleton({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(
    within(canvasElement).getByRole('status', { name: 'Detecting your location' }),
  ).toBeInTheDocument()
}

/** The cache is being read: nothing is known yet, a skeleton holds the place. */
export const ReadingCache: Story = {
  args: { status: 'loading', location: null },
  parameters: { state: 'readingCache' },
  play: expectSkeleton,
}

/** No fresh cache: the geolocation services are being asked. */
export const Detecting: Story = {
  args: { status: 'loading', location: null },
  parameters: { state: 'detecting' },
  play: expectSkeleton,
}

/** A country was found and is being stored; the badge waits until the machine is done. */
export const Caching: Story = {
  args: { status: 'loading', location: INDIA },
  parameters: { state: 'caching' },
  play: expectSkeleton,
}

export const ResolvedIndia: Story = {
  args: { status: 'resolved', location: INDIA },
  parameters: { state: 'resolved' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByLabelText('Your location: India')
    await expect(badge).toHaveTextContent(/^IN\s*India$/)
    await expect(emojiIn(badge.textContent)).toEqual([])
  },
}

export const ResolvedUnitedStates: Story = {
  args: { status: 'resolved', location: USA },
  parameters: { state: 'resolved' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByLabelText('Your location: United States')
    await expect(badge).toHaveTextContent(/^US\s*United States$/)
    await expect(emojiIn(badge.textContent)).toEqual([])
  },
}

/** Every service failed: the silent Global default with a globe icon. */
export const ErrorGlobal: Story = {
  args: { status: 'resolved', location: GLOBAL_LOCATION },
  parameters: { state: 'error' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByLabelText('Your location: Global')
    await expect(badge).toHaveTextContent(/^Global$/)
    await expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    await expect(emojiIn(badge.textContent)).toEqual([])
  },
}
