import type { BlogArticle } from '../../content/blog/types'
import { blogFiltersMessages } from '../../content/messages/blog'

/** The 'All' choice of the category buttons, in the language shown. */
export function allCategories(): string {
  return blogFiltersMessages.allCategories
}

/** SPEC §9: at most two featured articles are shown. */
const MAX_FEATURED = 2
/** SPEC §9: a card shows two tags. */
export const CARD_TAG_COUNT = 2

interface ArticleFilter {
  query: string
  category: string
}

/** 'All' followed by each distinct category, in the order the articles first use them. */
export function categoryChoices(articles: readonly BlogArticle[]): string[] {
  return [allCategories(), ...new Set(articles.map((article) => article.category))]
}

/** SPEC §5: the query matches title, excerpt or any tag, case-insensitively, combined with the chosen category. */
export function filterArticles(
  articles: readonly BlogArticle[],
  { query, category }: ArticleFilter,
): BlogArticle[] {
  const needle = query.trim().toLowerCase()
  return articles.filter((article) => {
    if (category !== allCategories() && article.category !== category) return false
    if (!needle) return true
    return [article.title, article.excerpt, ...article.tags].some((text) =>
      text.toLowerCase().includes(needle),
    )
  })
}

export function featuredArticles(articles: readonly BlogArticle[]): BlogArticle[] {
  return articles.filter((article) => article.featured).slice(0, MAX_FEATURED)
}

/** Up to `count` other articles, those sharing the category or tags first. */
export function relatedArticles(
  article: BlogArticle,
  articles: readonly BlogArticle[],
  count = 3,
): BlogArticle[] {
  const score = (other: BlogArticle) =>
    (other.category === article.category ? 2 : 0) +
    other.tags.filter((tag) => article.tags.includes(tag)).length
  return articles
    .filter((other) => other.id !== article.id)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}
