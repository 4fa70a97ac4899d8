import type { TextBlock } from '../textBlocks'

/** SPEC §3: the six fixed categories of blog articles. */
export const blogCategories = ['Spiritual Practice', 'Astrology', 'Culture', 'Rituals', 'Meditation', 'Festivals'] as const
export type BlogCategory = (typeof blogCategories)[number]

/** A blog article as written by the editors (SPEC §3); `readTime` is derived from the text. */
export interface BlogArticleSource {
  id: string
  title: string
  excerpt: string
  content: readonly TextBlock[]
  author: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  category: BlogCategory
  /** A local illustration under /images/blog/. */
  image: string
  imageAlt: string
  tags: readonly string[]
  featured: boolean
}

export interface BlogArticle extends BlogArticleSource {
  /** e.g. '4 min read'. */
  readTime: string
}
