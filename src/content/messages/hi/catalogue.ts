import type { CatalogOf } from '../../catalog'
import type * as english from '../catalogue'
import common from './common'

const { commonMessages, serviceNames } = common

const LOADING_PUJAS = 'पवित्र पूजा सेवाएँ लोड हो रही हैं...'
const LOADING_OFFERINGS = 'पवित्र चढ़ावा सामग्री लोड हो रही है...'
const CHOOSE_YOUR_PACKAGE = 'अपना पैकेज चुनें'
const CHOOSE_YOUR_OFFERINGS = 'अपना चढ़ावा चुनें'
const BENEFITS = 'लाभ'
const RECEIVE_BLESSINGS = 'आशीर्वाद पाएँ'
const shareYourDetails = {
  title: 'अपना विवरण दें',
  text: 'संकल्प में लिए जाने वाले नाम और गोत्र बताएँ।',
}

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
    priests: '50+ अनुभवी पंडित जी',
    rating: '4.9 ★ रेटिंग',
    loading: LOADING_PUJAS,
    empty: 'अभी कोई पूजा सेवा उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।',
  },
  pujaCardMessages: {
    book: 'यह पूजा बुक करें',
    availability: { today: 'आज', upcoming: 'आगामी', available: 'उपलब्ध' },
  },
  pujaDetailMessages: {
    loading: LOADING_PUJAS,
    notFoundTitle: 'पूजा नहीं मिली',
    notFoundMessage: 'यह पूजा नहीं मिल सकी। हो सकता है इसे हटा दिया गया हो या लिंक अधूरा हो।',
    browseAll: 'सभी पूजाएँ देखें',
    back: 'सभी पूजाएँ',
    packagePrice: (packageName: string) => `${packageName} की कीमत`,
    packagesAvailable: (count: number) => `${count} पैकेज उपलब्ध`,
    countdown: 'पूजा शुरू होने में बाकी समय',
    countdownPast: 'यह पूजा हो चुकी है',
    about: 'इस पूजा के बारे में',
    benefits: 'मुख्य लाभ',
    choosePackage: CHOOSE_YOUR_PACKAGE,
    howItWorks: 'यह पूजा कैसे होती है',
    steps: [
      { title: CHOOSE_YOUR_PACKAGE, text: 'अपने लिए, अपने जोड़े के लिए या पूरे परिवार के लिए पैकेज चुनें।' },
      shareYourDetails,
      { title: 'पूजा संपन्न होती है', text: 'अनुभवी पंडित जी मंदिर में आपके नाम से पूजा करते हैं।' },
      {
        title: RECEIVE_BLESSINGS,
        text: '3-4 दिनों में व्हाट्सऐप पर पूजा का वीडियो पाएँ, साथ में प्रसाद और प्रमाण-पत्र भी।',
      },
    ],
  },
  packageCardMessages: {
    persons: (persons: number) => `${persons} ${persons === 1 ? 'व्यक्ति' : 'व्यक्तियों'} के लिए`,
    select: 'चुनें',
    selected: commonMessages.selected,
    buttonLabel: (buttonText: string, packageName: string) => `${packageName} ${buttonText}`,
  },
  chadavaListMessages: {
    title: serviceNames.chadavaOfferings,
    subtitle: 'प्रतिष्ठित मंदिरों में पवित्र सामग्री अर्पित करें, जिसे मंदिर के पंडित जी आपके नाम से भगवान के सामने चढ़ाते हैं।',
    services: (count: number) => `${count} ${count === 1 ? 'सेवा' : 'सेवाएँ'}`,
    alwaysOpen: '24/7 सेवा उपलब्ध',
    authentic: '100% प्रामाणिक सामग्री',
    loading: LOADING_OFFERINGS,
    empty: 'अभी कोई चढ़ावा सेवा उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।',
  },
  chadavaCardMessages: {
    book: 'यह चढ़ावा बुक करें',
    benefits: BENEFITS,
  },
  chadavaDetailMessages: {
    loading: LOADING_OFFERINGS,
    notFoundTitle: 'चढ़ावा नहीं मिला',
    notFoundMessage: 'यह चढ़ावा सेवा नहीं मिल सकी। हो सकता है इसे हटा दिया गया हो या लिंक अधूरा हो।',
    browseAll: 'सभी चढ़ावे देखें',
    back: 'सभी चढ़ावे',
    offeringsAvailable: (count: number) => `${count} ${count === 1 ? 'चढ़ावा' : 'चढ़ावे'} उपलब्ध`,
    about: 'इस चढ़ावे के बारे में',
    benefits: BENEFITS,
    templeText:
      'आपका चढ़ावा मंदिर के अपने पंडित जी, मंदिर की परंपरा के अनुसार, आपके नाम और गोत्र के संकल्प के साथ भगवान के सामने अर्पित करते हैं। हर सामग्री ताज़ा ली जाती है और श्रद्धा से चढ़ाई जाती है।',
    chooseOfferings: CHOOSE_YOUR_OFFERINGS,
    howItWorks: 'यह चढ़ावा कैसे होता है',
    steps: [
      { title: CHOOSE_YOUR_OFFERINGS, text: 'वह पवित्र सामग्री जोड़ें जो आप भगवान को अर्पित करना चाहते हैं।' },
      shareYourDetails,
      {
        title: 'मंदिर में अर्पण',
        text: 'मंदिर के पंडित जी आपका चढ़ावा आपके नाम से भगवान के सामने अर्पित करते हैं।',
      },
      {
        title: RECEIVE_BLESSINGS,
        text: '3-4 दिनों में व्हाट्सऐप पर वीडियो पाएँ, साथ में प्रसाद और प्रमाण-पत्र भी।',
      },
    ],
  },
  offeringCardMessages: {
    info: (name: string) => `${name} के बारे में`,
    add: 'जोड़ें',
    remove: 'हटाएँ',
    buttonLabel: (buttonText: string, name: string) => `${name} ${buttonText}`,
  },
  floatingCartMessages: {
    label: 'चुना गया चढ़ावा',
    title: 'आपका चढ़ावा',
    selected: 'चुने गए',
    clearAll: 'सब हटाएँ',
    moreItems: (hidden: number) => `+${hidden} और सामग्री`,
    noOffering: 'आगे बढ़ने से पहले कृपया कम से कम एक चढ़ावा चुनें।',
    proceed: 'बुकिंग के लिए आगे बढ़ें',
  },
  catalogueErrorMessages: {
    title: 'सेवाएँ लोड नहीं हो सकीं',
  },
  scheduleMessages: {
    templeTime: (time: string) => `${time} IST`,
    localTimeLabel: (localTime: string) => `${localTime} (आपका समय)`,
  },
  detailHeaderMessages: {
    bookNow: 'अभी बुक करें',
    aboutTemple: 'मंदिर के बारे में',
  },
} satisfies CatalogOf<typeof english>
