import type { CatalogOf } from '../../../catalog'
import type * as english from '../understandingJanmaKundali'

export default {
  understandingJanmaKundali: {
    id: 'understanding-your-janma-kundali',
    title: 'अपनी जन्म कुंडली को समझें: वैदिक ज्योतिष की आरंभिक मार्गदर्शिका',
    excerpt:
      'लग्न, राशि, नक्षत्र, भाव और दशाएँ: ज्योतिष की जन्म कुंडली का एक स्पष्ट परिचय, और यह कि कुंडली के फलादेश को खुले लेकिन विवेकपूर्ण मन से कैसे देखें।',
    author: 'डॉ. मीरा अय्यर',
    date: '2025-08-05',
    category: 'Astrology',
    image: '/images/blog/janma-kundali.svg',
    imageAlt: 'सुनहरे सूर्य के चारों ओर बारह राशियों का गोलाकार चक्र',
    tags: ['वैदिक ज्योतिष', 'कुंडली', 'नक्षत्र', 'ज्योतिष शास्त्र'],
    featured: false,
    readTime: '4 मिनट में पढ़ें',
  },
} satisfies CatalogOf<typeof english>
