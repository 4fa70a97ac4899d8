import type { CatalogOf } from '../../../catalog'
import type * as english from '../prasadSacredFood'

export default {
  prasadSacredFood: {
    id: 'prasad-the-grace-we-share',
    title: 'प्रसाद: वह कृपा जिसे हम बाँटते हैं',
    excerpt:
      'एक चम्मच पंचामृत से लेकर तिरुपति के लड्डू तक, प्रसाद मंदिर के भोजन से कहीं बढ़कर है। जानिए इसका अर्थ, इससे जुड़ी परंपराएँ और यह कि इसे हमेशा बाँटा क्यों जाता है।',
    author: 'कविता देशपांडे',
    date: '2025-07-22',
    category: 'Culture',
    image: '/images/blog/prasad.svg',
    imageAlt: 'पत्तल पर रखे लड्डू और केला, पास में पीतल की छोटी कटोरी',
    tags: ['प्रसाद', 'मंदिर की परंपराएँ', 'भोजन और आस्था', 'समुदाय'],
    featured: false,
    readTime: '4 मिनट में पढ़ें',
  },
} satisfies CatalogOf<typeof english>
