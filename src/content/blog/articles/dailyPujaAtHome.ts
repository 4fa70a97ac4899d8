import { catalog } from '../../catalog'
import type { BlogArticle } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/dailyPujaAtHome.ts', { import: 'default' }),
)

export const dailyPujaAtHome: BlogArticle = translatable('dailyPujaAtHome', {
  id: 'significance-of-daily-puja-at-home',
  title: 'The Significance of Daily Puja at Home',
  excerpt:
    'A few quiet minutes before the family shrine can shape the whole day. Here is what daily puja means, what it involves and how to begin without feeling overwhelmed.',
  author: 'Acharya Vivek Shastri',
  date: '2025-08-18',
  category: 'Spiritual Practice',
  image: '/images/blog/daily-puja.svg',
  imageAlt: 'A lit brass diya beside marigold flowers on a small home altar',
  tags: ['Daily Puja', 'Home Altar', 'Devotion', 'Beginners'],
  featured: true,
  readTime: '4 min read',
})
