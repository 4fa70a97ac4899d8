import type { TextBlock } from '../textBlocks'

/** SPEC §3: the six fixed categories of blog articles. */
export const blogCategories = [
  'Spiritual Practice',
  'Astrology',
  'Culture',
  'Rituals',
  'Meditation',
  'Festivals',
] as const
export type BlogCategory = (typeof blogCategories)[number]

/**
 * A blog article as written by the editors (SPEC §3), but for its text, which loads apart (`ArticleBody`): the blog
 * list never needs it. `readTime` is the text's reading time in the same language, which a test checks.
 */
export interface BlogArticle {
  id: string
  title: string
  excerpt: string
  author: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  category: BlogCategory
  /** A local illustration under /images/blog/, `BLOG_IMAGE_SIZE`. */
  image: string
  imageAlt: string
  tags: readonly string[]
  featured: boolean
  /** e.g. '4 min read'. */
  readTime: string
}

/** An article's full text. */
export interface ArticleBody {
  content: readonly TextBlock[]
}

/** The size of every blog illustration (its viewBox): set on the image, its space is kept before it loads. */
export const BLOG_IMAGE_SIZE = { width: 800, height: 450 } as const
