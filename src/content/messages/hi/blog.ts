import type { CatalogOf } from '../../catalog'
import type * as english from '../blog'

export default {
  blogPageMessages: {
    eyebrow: 'Sankalp ब्लॉग',
    title: 'आध्यात्मिक ज्ञान और विचार',
    subtitle: 'पूजा, अनुष्ठान, त्योहार, ज्योतिष और ध्यान पर लेख, ताकि आप अपनी आस्था को समझ के साथ जी सकें।',
    featuredTitle: 'विशेष लेख',
    allTitle: 'सभी लेख',
    noArticles: 'आपकी खोज से मेल खाता कोई लेख नहीं मिला।',
  },
  blogFiltersMessages: {
    searchPlaceholder: 'लेख खोजें...',
    searchLabel: 'लेख खोजें',
    categoryLegend: 'श्रेणी के अनुसार छाँटें',
    allCategories: 'सभी',
  },
  articleMessages: {
    backToBlog: 'ब्लॉग पर वापस जाएँ',
    tags: 'टैग',
    relatedTitle: 'संबंधित लेख',
    notFoundTitle: 'लेख नहीं मिला',
    notFoundText: 'आप जो लेख ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और ले जाया गया है।',
  },
  newsletterMessages: {
    title: 'आध्यात्मिक ज्ञान से जुड़े रहें',
    text: 'अनुष्ठान, त्योहार, ज्योतिष और ध्यान पर नए लेख पाएँ। कोई स्पैम नहीं, और आप कभी भी सदस्यता छोड़ सकते हैं।',
    emailLabel: 'ईमेल पता',
    subscribe: 'सदस्यता लें',
    confirmation: 'सदस्यता लेने के लिए धन्यवाद! नए लेख आपके इनबॉक्स में आएँगे।',
    failure: 'अभी आपकी सदस्यता नहीं हो सकी। कृपया फिर से कोशिश करें।',
  },
  blogCategoryNames: {
    'Spiritual Practice': 'आध्यात्मिक साधना',
    Astrology: 'ज्योतिष',
    Culture: 'संस्कृति',
    Rituals: 'अनुष्ठान',
    Meditation: 'ध्यान',
    Festivals: 'त्योहार',
  },
} satisfies CatalogOf<typeof english>
