import { catalog } from '../../catalog'
import type { BlogArticle } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/mantraJapaMeditation.ts', { import: 'default' }),
)

export const mantraJapaMeditation: BlogArticle = translatable('mantraJapaMeditation', {
  id: 'mantra-japa-meditating-with-the-mala',
  title: 'Mantra Japa: Meditating with the Mala',
  excerpt:
    'Repeating a sacred sound on a string of 108 beads is one of the oldest meditation practices in India. A practical guide to choosing a mantra, using a mala and building a steady habit.',
  author: 'Swami Anand Prakash',
  date: '2025-07-10',
  category: 'Meditation',
  image: '/images/blog/mantra-japa.svg',
  imageAlt: 'A mala of rudraksha beads arranged in a circle around a pink lotus',
  tags: ['Mantra', 'Japa', 'Mala', 'Mindfulness'],
  featured: false,
  readTime: '4 min read',
})
