import { catalog } from '../../catalog'
import type { BlogArticle } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/prasadSacredFood.ts', { import: 'default' }),
)

export const prasadSacredFood: BlogArticle = translatable('prasadSacredFood', {
  id: 'prasad-the-grace-we-share',
  title: 'Prasad: The Grace We Share',
  excerpt:
    'From a spoonful of panchamrit to the laddus of Tirupati, prasad is far more than temple food. Discover its meaning, the customs around it and why it is always shared.',
  author: 'Kavita Deshpande',
  date: '2025-07-22',
  category: 'Culture',
  image: '/images/blog/prasad.svg',
  imageAlt: 'A leaf plate holding laddus and a banana beside a small brass bowl',
  tags: ['Prasad', 'Temple Traditions', 'Food and Faith', 'Community'],
  featured: false,
  readTime: '3 min read',
})
