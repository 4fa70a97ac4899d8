import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { blogArticles } from '../../../src/content/blog/articles'
import { blogCategories } from '../../../src/content/blog/types'
import { BlogPage } from '../../../src/features/blog/BlogPage'
import { renderPage } from '../../render'

function renderBlog(route = '/blog') {
  return renderPage(<BlogPage />, { route, path: '/blog' })
}

const allArticlesGrid = () => screen.getByRole('region', { name: 'All Articles' })
/** Replaces the search text in one step (typing re-filters on every key, which is slow under jsdom). */
async function searchFor(user: ReturnType<typeof renderBlog>['user'], text: string) {
  const search = screen.getByRole('searchbox', { name: 'Search articles' })
  await user.clear(search)
  await user.click(search)
  await user.paste(text)
}

const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('Blog list', () => {
  it('shows the search box, All plus each category, two featured articles and every article with two tags', () => {
    renderBlog()
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Search articles...')).toBeInTheDocument()
    for (const name of ['All', ...blogCategories])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

    const featured = screen.getByRole('region', { name: 'Featured Articles' })
    expect(within(featured).getAllByRole('article')).toHaveLength(2)

    const cards = within(allArticlesGrid()).getAllByRole('article')
    expect(cards).toHaveLength(6)
    const first = blogArticles()[0]
    const card = cards[0]
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.id}`)
    expect(within(card).getByText(first.tags[0])).toBeInTheDocument()
    expect(within(card).getByText(first.tags[1])).toBeInTheDocument()
    expect(within(card).queryByText(first.tags[2])).not.toBeInTheDocument()
  })

  it('searches titles, excerpts and tags case-insensitively', async () => {
    const { user } = renderBlog()
    await searchFor(user, 'NAVRATRI')
    expect(titlesIn(allArticlesGrid())).toEqual(['Navratri: Nine Nights of the Divine Mother'])

    await searchFor(user, 'temple traditions') // a tag of the prasad article only
    expect(titlesIn(allArticlesGrid())).toEqual(['Prasad: The Grace We Share'])

    await searchFor(user, 'Panchamrit') // in the prasad excerpt
    expect(titlesIn(allArticlesGrid())).toEqual(['Prasad: The Grace We Share'])

    await searchFor(user, 'Kashyapa') // only in an article's body, which search does not cover
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument()
  })

  it('combines the search with the chosen category, and hides featured articles outside it', async () => {
    const { user } = renderBlog()
    await user.click(screen.getByRole('button', { name: 'Astrology' }))
    expect(screen.getByRole('button', { name: 'Astrology' })).toHaveAttribute('aria-pressed', 'true')
    expect(titlesIn(allArticlesGrid())).toEqual([
      'Understanding Your Janma Kundali: A Beginner’s Guide to Vedic Astrology',
    ])
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).not.toBeInTheDocument()

    await searchFor(user, 'mala')
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument()
    expect(within(allArticlesGrid()).queryAllByRole('article')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(titlesIn(allArticlesGrid())).toEqual(['Mantra Japa: Meditating with the Mala'])
    expect(screen.queryByText('No articles found matching your criteria.')).not.toBeInTheDocument()
  })

  it('opens with the filter given in the address', () => {
    renderBlog('/blog?category=Rituals')
    expect(screen.getByRole('button', { name: 'Rituals' })).toHaveAttribute('aria-pressed', 'true')
    expect(titlesIn(allArticlesGrid())).toEqual(['Sankalp: The Sacred Intention at the Heart of Every Puja'])
    expect(
      within(screen.getByRole('region', { name: 'Featured Articles' })).getAllByRole('article'),
    ).toHaveLength(1)
  })
})
