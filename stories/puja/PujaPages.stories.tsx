import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PujaDetailPage } from '../../src/features/puja/PujaDetailPage'
import { PujaListPage } from '../../src/features/puja/PujaListPage'
import { failingHandler, pujaListHandler } from '../../src/testing/fixtures/catalogueHandlers'

/** The containers with the catalogueResource machine, answered by the mock backend. */
const meta = {
  title: 'Puja/Pages',
  component: PujaListPage,
  parameters: { machine: 'catalogueResource' },
} satisfies Meta<typeof PujaListPage>

export default meta
type Story = StoryObj<typeof meta>

export const ListLoaded: Story = {
  parameters: { state: 'loaded', route: '/virtual-puja', msw: { handlers: [pujaListHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: 'Book This Puja' }),
    ).toHaveLength(4)
  },
}

/** The list cannot be fetched: the error with Try Again. */
export const ListError: Story = {
  parameters: { state: 'error', route: '/virtual-puja', msw: { handlers: [failingHandler('/api/pooja')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Failed to fetch puja services')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  },
}

export const DetailLoaded: Story = {
  render: () => <PujaDetailPage />,
  parameters: {
    state: 'loaded',
    route: '/virtual-puja/puja-upcoming',
    path: '/virtual-puja/:pujaId',
    msw: { handlers: [pujaListHandler()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Couple Puja' }))
    await expect(canvas.getByRole('button', { name: 'Selected Couple Puja' })).toBeInTheDocument()
  },
}

export const DetailNotFound: Story = {
  render: () => <PujaDetailPage />,
  parameters: {
    state: 'notFound',
    route: '/virtual-puja/unknown',
    path: '/virtual-puja/:pujaId',
    msw: { handlers: [pujaListHandler()] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Puja Not Found' }),
    ).toBeInTheDocument()
  },
}
