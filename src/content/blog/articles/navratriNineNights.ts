import { catalog } from '../../catalog'
import type { BlogArticle } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/navratriNineNights.ts', { import: 'default' }),
)

export const navratriNineNights: BlogArticle = translatable('navratriNineNights', {
  id: 'navratri-nine-nights-of-the-divine-mother',
  title: 'Navratri: Nine Nights of the Divine Mother',
  excerpt:
    'Garba in Gujarat, Durga Puja in Bengal, golu dolls in Tamil Nadu: Navratri is celebrated in many ways across India. Here is the story, the nine forms of Durga and how to observe the festival at home.',
  author: 'Kavita Deshpande',
  date: '2025-09-02',
  category: 'Festivals',
  image: '/images/blog/navratri.svg',
  imageAlt: 'A row of nine glowing diyas beneath a garland of marigolds',
  tags: ['Navratri', 'Durga Puja', 'Goddess', 'Fasting'],
  featured: false,
  readTime: '4 min read',
})
