import type { CatalogOf } from '../../catalog'
import type * as english from '../notFound'

export default {
  notFoundMessages: {
    code: '404',
    title: 'पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  },
} satisfies CatalogOf<typeof english>
