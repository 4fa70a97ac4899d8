import type { CatalogOf } from '../../../catalog'
import type * as english from '../navratriNineNights'

export default {
  navratriNineNights: {
    id: 'navratri-nine-nights-of-the-divine-mother',
    title: 'नवरात्रि: देवी माँ की नौ पावन रातें',
    excerpt:
      'गुजरात में गरबा, बंगाल में दुर्गा पूजा, तमिलनाडु में गोलू की गुड़ियाँ: पूरे भारत में नवरात्रि अनेक रूपों में मनाई जाती है। जानिए इस पर्व की कथा, माँ दुर्गा के नौ रूप और घर पर नवरात्रि मनाने की विधि।',
    author: 'कविता देशपांडे',
    date: '2025-09-02',
    category: 'Festivals',
    image: '/images/blog/navratri.svg',
    imageAlt: 'गेंदे की माला के नीचे जगमगाते नौ दीयों की कतार',
    tags: ['नवरात्रि', 'दुर्गा पूजा', 'देवी', 'व्रत'],
    featured: false,
    readTime: '4 मिनट में पढ़ें',
  },
} satisfies CatalogOf<typeof english>
