import type { CatalogOf } from '../../../catalog'
import type * as english from '../dailyPujaAtHome'

export default {
  dailyPujaAtHome: {
    id: 'significance-of-daily-puja-at-home',
    title: 'घर पर दैनिक पूजा का महत्व',
    excerpt:
      'घर के मंदिर के सामने बिताए कुछ शांत पल पूरे दिन को दिशा दे सकते हैं। जानिए दैनिक पूजा का अर्थ क्या है, इसमें क्या-क्या होता है और बिना घबराए इसकी शुरुआत कैसे करें।',
    author: 'आचार्य विवेक शास्त्री',
    date: '2025-08-18',
    category: 'Spiritual Practice',
    image: '/images/blog/daily-puja.svg',
    imageAlt: 'घर के छोटे-से पूजा स्थान पर गेंदे के फूलों के पास जलता पीतल का दीया',
    tags: ['दैनिक पूजा', 'घर का मंदिर', 'भक्ति', 'शुरुआती साधक'],
    featured: true,
    readTime: '5 मिनट में पढ़ें',
  },
} satisfies CatalogOf<typeof english>
