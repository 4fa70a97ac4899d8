import './blogStyles'
import { useSearchParams } from 'react-router'
import { blogArticles } from '../../content/blog/articles'
import { blogPageMessages } from '../../content/messages/blog'
import { usePageHead } from '../../lib/pageHead'
import { allCategories, categoryChoices, featuredArticles, filterArticles } from './articleSelection'
import { BlogPageView } from './BlogPageView'
import { NewsletterBox } from './NewsletterBox'

/** /blog: the search text and category live in the URL (?q=…&category=…), so a filtered list can be shared. */
export function BlogPage() {
  const [params, setParams] = useSearchParams()
  usePageHead(blogPageMessages.title)
  const everyArticle = blogArticles()
  const categories = categoryChoices(everyArticle)
  const all = allCategories()
  const query = params.get('q') ?? ''
  const requested = params.get('category') ?? all
  const category = categories.includes(requested) ? requested : all
  const articles = filterArticles(everyArticle, { query, category })

  const update = (key: 'q' | 'category', value: string, emptyValue: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === emptyValue) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <BlogPageView
      query={query}
      category={category}
      categories={categories}
      featured={featuredArticles(articles)}
      articles={articles}
      onQueryChange={(value) => update('q', value, '')}
      onCategoryChange={(value) => update('category', value, all)}
      newsletter={<NewsletterBox />}
    />
  )
}
