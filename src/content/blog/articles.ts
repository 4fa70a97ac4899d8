/** The six fixed blog articles of SPEC §3, newest first, with reading times worked out from their text. */
import { articleMessages } from '../messages/blog'
import { countWords } from '../textBlocks'
import { dailyPujaAtHome } from './articles/dailyPujaAtHome'
import { mantraJapaMeditation } from './articles/mantraJapaMeditation'
import { navratriNineNights } from './articles/navratriNineNights'
import { prasadSacredFood } from './articles/prasadSacredFood'
import { sankalpSacredIntention } from './articles/sankalpSacredIntention'
import { understandingJanmaKundali } from './articles/understandingJanmaKundali'
import type { BlogArticle, BlogArticleSource } from './types'

/** Average adult silent-reading speed, words per minute. */
const WORDS_PER_MINUTE = 200

export function readTimeOf(article: BlogArticleSource): string {
  return articleMessages.readTime(Math.max(1, Math.round(countWords(article.content) / WORDS_PER_MINUTE)))
}

/**
 * The articles in the language being shown, with their reading times. Each call reads the article texts afresh, so
 * call it where the list is used (while rendering), never once at module level.
 */
export function blogArticles(): readonly BlogArticle[] {
  return [
    navratriNineNights,
    sankalpSacredIntention,
    dailyPujaAtHome,
    understandingJanmaKundali,
    prasadSacredFood,
    mantraJapaMeditation,
  ].map((article) => ({ ...article, readTime: readTimeOf(article) }))
}

export function findArticle(id: string | undefined): BlogArticle | undefined {
  return blogArticles().find((article) => article.id === id)
}
