import type { CatalogOf } from '../../../catalog'
import type * as english from '../sankalpSacredIntention'

export default {
  sankalpSacredIntention: {
    id: 'sankalp-the-sacred-intention',
    title: 'संकल्प: हर पूजा के मूल में पवित्र प्रण',
    excerpt:
      'कोई भी पूजा शुरू होने से पहले पंडित जी संकल्प पढ़ते हैं, जिसमें समय, स्थान और उस व्यक्ति का नाम लिया जाता है जिसके लिए पूजा की जा रही है। जानिए इस पवित्र प्रण का अर्थ क्या है, और आपके नाम व गोत्र का इतना महत्व क्यों है।',
    author: 'पंडित रघुनाथ मिश्र',
    date: '2025-08-26',
    category: 'Rituals',
    image: '/images/blog/sankalp.svg',
    imageAlt: 'पीतल के कलश के ऊपर अंजुली में जल, चावल के दाने और एक फूल लिए हाथ',
    tags: ['संकल्प', 'पूजा विधि', 'गोत्र', 'वैदिक परंपरा'],
    featured: true,
    readTime: '4 मिनट में पढ़ें',
  },
} satisfies CatalogOf<typeof english>
