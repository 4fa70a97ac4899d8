import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ChadavaDetailPage } from '../../src/features/chadava/ChadavaDetailPage'
import { ChadavaListPage } from '../../src/features/chadava/ChadavaListPage'
import { chadavaListHandler, unsuccessfulHandler } from '../../src/testing/fixtures/catalogueHandlers'

/** The containers with the catalogueResource machine, answered by the mock backend. */
const meta = {
  title: 'Chadava/Pages',
  component: ChadavaListPage,
  parameters: { machine: 'catalogueResource' },
} satisfies Meta<typeof ChadavaListPage>

export default meta
type Story = StoryObj<typeof meta>

export const ListLoaded: Story = {
  parameters: { state: 'loaded', route: '/chadava', msw: { handlers: [chadavaListHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: 'Book This Chadava' }),
    ).toHaveLength(2)
  },
}

export const ListError: Story = {
  parameters: { state: 'error', route: '/chadava', msw: { handlers: [unsuccessfulHandler('/api/chadava')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load chadava services'),
    ).toBeInTheDocument()
  },
}

export const DetailLoaded: Story = {
  render: () => <ChadavaDetailPage />,
  parameters: {
    state: 'loaded',
    route: '/chadava/chadava-1',
    path: '/chadava/:chadavaId',
    msw: { handlers: [chadavaListHandler()] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Choose Your Offerings' }),
    ).toBeInTheDocument()
  },
}
