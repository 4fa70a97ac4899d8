import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { BlogPage } from '../../src/features/blog/BlogPage'

const meta = {
  title: 'Blog/BlogPage',
  component: BlogPage,
  parameters: { route: '/blog', path: '/blog' },
} satisfies Meta<typeof BlogPage>

export default meta

/** Waits for replies of the mock backend, which a busy CI machine can take a while to give. */
const slow = { timeout: 5000 }
type Story = StoryObj<typeof meta>

export const AllArticles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      within(canvas.getByRole('region', { name: 'Featured Articles' })).getAllByRole('article'),
    ).toHaveLength(2)
    await expect(
      within(canvas.getByRole('region', { name: 'All Articles' })).getAllByRole('article'),
    ).toHaveLength(6)
  },
}

export const FilteredByCategory: Story = {
  parameters: { route: '/blog?category=Festivals' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Festivals' })).toHaveAttribute('aria-pressed', 'true')
    await expect(
      within(canvas.getByRole('region', { name: 'All Articles' })).getAllByRole('article'),
    ).toHaveLength(1)
  },
}

export const Searched: Story = {
  parameters: { route: '/blog?q=puja' },
}

export const EmptyResult: Story = {
  parameters: { route: '/blog?category=Astrology&q=navratri' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No articles found matching your criteria.'),
    ).toBeInTheDocument()
  },
}

export const NewsletterSubscribed: Story = {
  play: async ({ canvasElement }) => {
    const box = within(
      within(canvasElement).getByRole('region', { name: 'Stay Connected with Spiritual Wisdom' }),
    )
    await userEvent.click(box.getByLabelText('Email address'))
    await userEvent.paste('devotee@example.com')
    await userEvent.click(box.getByRole('button', { name: 'Subscribe' }))
    await expect(await box.findByText(/Thank you for subscribing/, {}, slow)).toBeInTheDocument()
  },
}

export const NewsletterInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const box = within(
      within(canvasElement).getByRole('region', { name: 'Stay Connected with Spiritual Wisdom' }),
    )
    await userEvent.click(box.getByLabelText('Email address'))
    await userEvent.paste('devotee@')
    await userEvent.click(box.getByRole('button', { name: 'Subscribe' }))
    await expect(await box.findByText('Please enter a valid email address', {}, slow)).toBeInTheDocument()
  },
}

export const NewsletterFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        newsletter: [
          http.post('*/api/newsletter', () => HttpResponse.json({ success: false }, { status: 503 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const box = within(
      within(canvasElement).getByRole('region', { name: 'Stay Connected with Spiritual Wisdom' }),
    )
    await userEvent.click(box.getByLabelText('Email address'))
    await userEvent.paste('devotee@example.com')
    await userEvent.click(box.getByRole('button', { name: 'Subscribe' }))
    await expect(await box.findByText(/We could not subscribe you/, {}, slow)).toBeInTheDocument()
    await expect(box.getByLabelText('Email address')).toHaveValue('devotee@example.com')
  },
}

export const Mobile: Story = { globals: mobileViewport }
