/**
 * The six fixed blog articles of SPEC §3, newest first, and the text of each, which loads when the article is shown
 * (the blog list never needs it).
 */
import { withTranslations } from '../catalog'
import { trackedForUse } from '../../lib/trackedForUse'
import { dailyPujaAtHome } from './articles/dailyPujaAtHome'
import { mantraJapaMeditation } from './articles/mantraJapaMeditation'
import { navratriNineNights } from './articles/navratriNineNights'
import { prasadSacredFood } from './articles/prasadSacredFood'
import { sankalpSacredIntention } from './articles/sankalpSacredIntention'
import { understandingJanmaKundali } from './articles/understandingJanmaKundali'
import type { ArticleBody, BlogArticle } from './types'

/**
 * The articles, newest first. Their texts read in the language being shown when they are read, so read them while
 * rendering, never copying them at module level.
 */
export function blogArticles(): readonly BlogArticle[] {
  return [
    navratriNineNights,
    sankalpSacredIntention,
    dailyPujaAtHome,
    understandingJanmaKundali,
    prasadSacredFood,
    mantraJapaMeditation,
  ]
}

export function findArticle(id: string | undefined): BlogArticle | undefined {
  return blogArticles().find((article) => article.id === id)
}

/** Each article's text by the article's id, its own chunk. */
const bodyLoaders: Record<string, () => Promise<ArticleBody>> = {
  [navratriNineNights.id]: async () =>
    (await import('./articles/navratriNineNightsBody')).navratriNineNightsBody,
  [sankalpSacredIntention.id]: async () =>
    (await import('./articles/sankalpSacredIntentionBody')).sankalpSacredIntentionBody,
  [dailyPujaAtHome.id]: async () => (await import('./articles/dailyPujaAtHomeBody')).dailyPujaAtHomeBody,
  [understandingJanmaKundali.id]: async () =>
    (await import('./articles/understandingJanmaKundaliBody')).understandingJanmaKundaliBody,
  [prasadSacredFood.id]: async () => (await import('./articles/prasadSacredFoodBody')).prasadSacredFoodBody,
  [mantraJapaMeditation.id]: async () =>
    (await import('./articles/mantraJapaMeditationBody')).mantraJapaMeditationBody,
}

const bodies = new Map<string, Promise<ArticleBody>>()

/**
 * The text of the article `id` (one of `blogArticles()`), read in the language being shown: the same promise on every
 * call, as React's `use` needs, marked fulfilled once loaded (React's convention), so a page whose preload awaited it
 * renders at once; after a failed load (a dropped connection) the next call tries again.
 */
export function articleBody(id: string): Promise<ArticleBody> {
  const cached = bodies.get(id)
  if (cached) return cached
  const loader = bodyLoaders[id]
  if (!loader) return Promise.reject(new Error(`No blog article ${id}`))
  const body = trackedForUse(withTranslations(loader()), () => bodies.delete(id))
  bodies.set(id, body)
  return body
}
