import type { CatalogOf } from '../../catalog'
import type * as english from '../catalogueDetail'
import catalogue from './catalogue'
import common from './common'

const { commonMessages } = common

const RECEIVE_BLESSINGS = 'आशीर्वाद पाएँ'
const shareYourDetails = {
  title: 'अपना विवरण दें',
  text: 'संकल्प में लिए जाने वाले नाम और गोत्र बताएँ।',
}

export default {
  pujaDetailMessages: {
    loading: catalogue.pujaListMessages.loading,
    notFoundTitle: 'पूजा नहीं मिली',
    notFoundMessage: 'यह पूजा नहीं मिल सकी। हो सकता है इसे हटा दिया गया हो या लिंक अधूरा हो।',
    browseAll: 'सभी पूजाएँ देखें',
    back: 'सभी पूजाएँ',
    packagePrice: (packageName: string) => `${packageName} की क़ीमत`,
    packagesAvailable: (count: number) => `${count} पैकेज उपलब्ध`,
    countdown: 'पूजा शुरू होने में बाक़ी समय',
    countdownPast: 'यह पूजा हो चुकी है',
    bookingClosed: 'बुकिंग बंद हो चुकी है: पंडित जी यह पूजा कर चुके हैं।',
    about: 'इस पूजा के बारे में',
    benefits: 'मुख्य लाभ',
    choosePackage: 'अपना पैकेज चुनें',
    howItWorks: 'यह पूजा कैसे होती है',
    steps: [
      { title: 'पैकेज तय करें', text: 'अपने लिए, पति-पत्नी के लिए या पूरे परिवार के लिए।' },
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
  chadavaDetailMessages: {
    loading: catalogue.chadavaListMessages.loading,
    notFoundTitle: 'चढ़ावा नहीं मिला',
    notFoundMessage: 'यह चढ़ावा सेवा नहीं मिल सकी। हो सकता है इसे हटा दिया गया हो या लिंक अधूरा हो।',
    browseAll: 'सभी चढ़ावे देखें',
    back: 'सभी चढ़ावे',
    offeringsAvailable: (count: number) => `${count} ${count === 1 ? 'चढ़ावा' : 'चढ़ावे'} उपलब्ध`,
    about: 'इस चढ़ावे के बारे में',
    benefits: catalogue.chadavaCardMessages.benefits,
    templeText:
      'मंदिर के अपने पंडित जी, मंदिर की परंपरा के अनुसार, आपके नाम और गोत्र से संकल्प लेकर आपका चढ़ावा भगवान को अर्पित करते हैं। सारी सामग्री ताज़ी मँगाई जाती है और श्रद्धा से चढ़ाई जाती है।',
    chooseOfferings: 'अपना चढ़ावा चुनें',
    howItWorks: 'यह चढ़ावा कैसे चढ़ाया जाता है',
    steps: [
      { title: 'चढ़ावा जोड़ें', text: 'वह पवित्र सामग्री जो आप भगवान को अर्पित करना चाहते हैं।' },
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
    selected: 'चयनित',
    clearAll: 'सब हटाएँ',
    moreItems: (hidden: number) => `+${hidden} और ${hidden === 1 ? 'चढ़ावा' : 'चढ़ावे'}`,
    noOffering: 'आगे बढ़ने से पहले कृपया कम से कम एक चढ़ावा चुनें।',
    proceed: 'बुकिंग के लिए आगे बढ़ें',
  },
  detailHeaderMessages: {
    bookNow: 'अभी बुक करें',
    aboutTemple: 'मंदिर के बारे में',
  },
} satisfies CatalogOf<typeof english>
