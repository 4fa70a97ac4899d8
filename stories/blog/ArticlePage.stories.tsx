import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ArticlePage } from '../../src/features/blog/ArticlePage'

const meta = {
  title: 'Blog/ArticlePage',
  component: ArticlePage,
  parameters: { route: '/blog/sankalp-the-sacred-intention', path: '/blog/:id' },
} satisfies Meta<typeof ArticlePage>

export default meta
type Story = StoryObj<typeof meta>

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Sankalp: The Sacred Intention at the Heart of Every Puja',
      }),
    ).toBeInTheDocument()
    await expect(
      within(canvas.getByRole('region', { name: 'Related Articles' })).getAllByRole('article'),
    ).toHaveLength(3)
  },
}

export const Mobile: Story = { globals: mobileViewport }

export const NotFound: Story = {
  parameters: { route: '/blog/no-such-article' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  },
}
