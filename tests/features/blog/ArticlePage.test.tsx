import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findArticle } from '../../../src/content/blog/articles'
import { ArticlePage, preload } from '../../../src/features/blog/ArticlePage'
import { BlogPage } from '../../../src/features/blog/BlogPage'
import { renderPage } from '../../render'

/** Renders the article page as its route does: once its preload has brought the article's text in. */
async function renderArticle(id: string) {
  await preload({ id })
  return renderPage(<ArticlePage />, {
    route: `/blog/${id}`,
    path: '/blog/:id',
    routes: [{ path: '/blog', element: <BlogPage /> }],
  })
}

describe('Article page', () => {
  it('shows the title, author, date, read time, category, tags, image, full text and related articles', async () => {
    const article = findArticle('sankalp-the-sacred-intention')!
    await renderArticle(article.id)
    const main = within(screen.getByRole('article', { name: article.title }))
    expect(main.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument()
    expect(main.getByText(article.author)).toBeInTheDocument()
    expect(main.getByText('26 August 2025')).toBeInTheDocument()
    expect(main.getByText(article.readTime)).toBeInTheDocument()
    expect(main.getByText(article.category)).toBeInTheDocument()
    expect(main.getByRole('img', { name: article.imageAlt })).toHaveAttribute('src', article.image)
    const tags = main.getByRole('list', { name: 'Tags' })
    for (const tag of article.tags) expect(within(tags).getByText(tag)).toBeInTheDocument()
    expect(
      main.getByRole('heading', { level: 2, name: 'Why your name and gotra are asked' }),
    ).toBeInTheDocument()
    expect(main.getByText(/Many traditions accept Kashyapa gotra/)).toBeInTheDocument()

    const related = screen.getByRole('region', { name: 'Related Articles' })
    const links = within(related).getAllByRole('link')
    expect(links).toHaveLength(3)
    expect(links.map((link) => link.getAttribute('href'))).not.toContain(`/blog/${article.id}`)
  })

  it('shows a not-found message with a way back to the blog for an unknown id', async () => {
    const { user, router } = await renderArticle('no-such-article')
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }))
    expect(router.state.location.pathname).toBe('/blog')
    expect(await screen.findByPlaceholderText('Search articles...')).toBeInTheDocument()
  })
})
