/** SPEC §2 "Blog" and §5's search and newsletter: what the blog pages show around the articles themselves. */
import type { BlogCategory } from '../blog/types'
import { catalog } from '../catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/blog.ts', { import: 'default' }))

/** The blog list: hero, Featured Articles, All Articles and the empty result. */
export const blogPageMessages = translatable('blogPageMessages', {
  eyebrow: 'Sankalp Blog',
  title: 'Spiritual Insights & Wisdom',
  subtitle:
    'Articles on puja, rituals, festivals, astrology and meditation, written to help you live your faith with understanding.',
  featuredTitle: 'Featured Articles',
  allTitle: 'All Articles',
  noArticles: 'No articles found matching your criteria.',
} as const)

/** The search box and the category buttons. */
export const blogFiltersMessages = translatable('blogFiltersMessages', {
  searchPlaceholder: 'Search articles...',
  searchLabel: 'Search articles',
  categoryLegend: 'Filter by category',
  allCategories: 'All',
} as const)

/** One article's page, and the page for an id no article has. */
export const articleMessages = translatable('articleMessages', {
  backToBlog: 'Back to Blog',
  tags: 'Tags',
  relatedTitle: 'Related Articles',
  notFoundTitle: 'Article Not Found',
  notFoundText: 'The article you are looking for does not exist or may have been moved.',
} as const)

/** Each category's name as shown on the buttons and the articles; the category itself is the article's key. */
export const blogCategoryNames = translatable('blogCategoryNames', {
  'Spiritual Practice': 'Spiritual Practice',
  Astrology: 'Astrology',
  Culture: 'Culture',
  Rituals: 'Rituals',
  Meditation: 'Meditation',
  Festivals: 'Festivals',
} as const satisfies Record<BlogCategory, string>)

/** The newsletter box with its confirmation and failure. */
export const newsletterMessages = translatable('newsletterMessages', {
  title: 'Stay Connected with Spiritual Wisdom',
  text: 'Receive new articles on rituals, festivals, astrology and meditation. No spam, and you can stop them at any time.',
  emailLabel: 'Email address',
  subscribe: 'Subscribe',
  confirmation: 'Thank you for subscribing! New articles will arrive in your inbox.',
  failure: 'We could not subscribe you right now. Please try again.',
} as const)
