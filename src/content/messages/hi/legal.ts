import type { CatalogOf } from '../../catalog'
import type * as english from '../legal'

export default {
  legalDocumentMessages: {
    lastUpdated: (date: string) => `अंतिम अपडेट: ${date}`,
    contents: 'विषय-सूची',
    sectionTitle: (number: number, title: string) => `${number}. ${title}`,
  },
} satisfies CatalogOf<typeof english>
