import type { CatalogOf } from '../../catalog'
import type * as english from '../catalogue'
import common from './common'

const { serviceNames } = common

export default {
  pujaListFailures: {
    http: 'पूजा सेवाएँ नहीं मिल सकीं',
    refused: 'पूजा सेवाएँ लोड नहीं हो सकीं',
    unreachable: 'पूजा सेवाएँ नहीं मिल सकीं',
  },
  chadavaListFailures: {
    http: 'चढ़ावा सेवाएँ नहीं मिल सकीं',
    refused: 'चढ़ावा सेवाएँ लोड नहीं हो सकीं',
    unreachable: 'चढ़ावा सेवाएँ नहीं मिल सकीं',
  },
  pujaListMessages: {
    title: 'ऑनलाइन पूजा सेवाएँ',
    subtitle: 'पवित्र मंदिर में पूजा बुक करें, जिसे अनुभवी पंडित जी आपके नाम से करेंगे। 3-4 दिनों में व्हाट्सऐप पर वीडियो देखें।',
    pujasAvailable: (count: number) => `${count} ${count === 1 ? 'पूजा' : 'पूजाएँ'} उपलब्ध`,
    priests: '50+ अनुभवी पंडित',
    rating: '4.9 ★ रेटिंग',
    loading: 'पवित्र पूजा सेवाएँ लोड हो रही हैं...',
    empty: 'अभी कोई पूजा सेवा उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।',
  },
  pujaCardMessages: {
    book: 'यह पूजा बुक करें',
    availability: { today: 'आज', upcoming: 'आगामी', available: 'उपलब्ध' },
  },
  chadavaListMessages: {
    title: serviceNames.chadavaOfferings,
    subtitle: 'प्रतिष्ठित मंदिरों में पवित्र सामग्री अर्पित करें, जिसे मंदिर के पंडित जी आपके नाम से भगवान के सामने चढ़ाते हैं।',
    services: (count: number) => `${count} ${count === 1 ? 'सेवा' : 'सेवाएँ'}`,
    alwaysOpen: '24/7 सेवा उपलब्ध',
    authentic: '100% प्रामाणिक सामग्री',
    loading: 'पवित्र चढ़ावा सामग्री लोड हो रही है...',
    empty: 'अभी कोई चढ़ावा सेवा उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।',
  },
  chadavaCardMessages: {
    book: 'यह चढ़ावा बुक करें',
    benefits: 'लाभ',
  },
  catalogueErrorMessages: {
    title: 'सेवाएँ लोड नहीं हो सकीं',
  },
  scheduleMessages: {
    templeTime: (time: string) => `${time} (भारतीय समय)`,
    localTimeLabel: (localTime: string) => `आपके यहाँ: ${localTime}`,
  },
} satisfies CatalogOf<typeof english>
