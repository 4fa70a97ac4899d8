import { catalog } from '../../catalog'
import type { BlogArticle } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/understandingJanmaKundali.ts', { import: 'default' }),
)

export const understandingJanmaKundali: BlogArticle = translatable('understandingJanmaKundali', {
  id: 'understanding-your-janma-kundali',
  title: 'Understanding Your Janma Kundali: A Beginner’s Guide to Vedic Astrology',
  excerpt:
    'Lagna, rashi, nakshatra, houses and dashas: a clear introduction to the birth chart of Jyotisha and how to approach a reading with an open but thoughtful mind.',
  author: 'Dr. Meera Iyer',
  date: '2025-08-05',
  category: 'Astrology',
  image: '/images/blog/janma-kundali.svg',
  imageAlt: 'A circular chart of the twelve zodiac signs around a golden sun',
  tags: ['Vedic Astrology', 'Kundali', 'Nakshatra', 'Jyotisha'],
  featured: false,
  readTime: '4 min read',
})
