import type { CatalogOf } from '../../../catalog'
import type * as english from '../mantraJapaMeditation'

export default {
  mantraJapaMeditation: {
    id: 'mantra-japa-meditating-with-the-mala',
    title: 'मंत्र जप: माला के साथ ध्यान',
    excerpt:
      '108 मनकों की माला पर किसी पवित्र ध्वनि को दोहराना भारत की सबसे प्राचीन ध्यान-पद्धतियों में से एक है। मंत्र चुनने, माला का उपयोग करने और नियमित साधना की आदत बनाने के लिए एक व्यावहारिक मार्गदर्शिका।',
    author: 'स्वामी आनंद प्रकाश',
    date: '2025-07-10',
    category: 'Meditation',
    image: '/images/blog/mantra-japa.svg',
    imageAlt: 'गुलाबी कमल के चारों ओर गोलाई में रखी रुद्राक्ष की माला',
    tags: ['मंत्र', 'जप', 'माला', 'सजगता'],
    featured: false,
    readTime: '4 मिनट में पढ़ें',
  },
} satisfies CatalogOf<typeof english>
