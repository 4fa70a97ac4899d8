import { catalog } from '../../catalog'
import type { BlogArticle } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/sankalpSacredIntention.ts', { import: 'default' }),
)

export const sankalpSacredIntention: BlogArticle = translatable('sankalpSacredIntention', {
  id: 'sankalp-the-sacred-intention',
  title: 'Sankalp: The Sacred Intention at the Heart of Every Puja',
  excerpt:
    'Before any puja begins, the priest recites a sankalp naming the time, the place and the person for whom it is offered. Learn what this solemn resolve means and why your name and gotra matter.',
  author: 'Pandit Raghunath Mishra',
  date: '2025-08-26',
  category: 'Rituals',
  image: '/images/blog/sankalp.svg',
  imageAlt: 'Cupped hands holding water, rice grains and a flower above a brass kalash',
  tags: ['Sankalp', 'Puja Rituals', 'Gotra', 'Vedic Tradition'],
  featured: true,
  readTime: '4 min read',
})
