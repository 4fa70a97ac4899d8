import type { CatalogOf } from '../../catalog'
import type * as english from '../home'
import common from './common'

const { commonMessages, serviceNames } = common

export default {
  homeHeroMessages: {
    eyebrow: 'असली मंदिरों में, आपके नाम से पूजा',
    title: 'आप जहाँ भी हों, पवित्र मंदिरों का दिव्य आशीर्वाद पाएँ',
    text: 'भारत के प्रतिष्ठित मंदिरों में ऑनलाइन पूजा बुक करें या चढ़ावा अर्पित करें। अनुभवी पंडित जी हर अनुष्ठान आपके नाम के संकल्प के साथ करते हैं, और 3-4 दिनों में आपको व्हाट्सऐप पर वीडियो मिलता है, साथ में प्रसाद और प्रमाण-पत्र भी।',
  },
  bookingCallsMessages: {
    offerChadava: 'चढ़ावा अर्पित करें',
  },
  templeCarouselMessages: {
    label: 'मंदिर की तस्वीरें',
    image: (position: number, count: number) => `मंदिर का दृश्य (${count} में से ${position})`,
    showImage: (position: number, count: number) => `मंदिर की तस्वीर दिखाएँ (${count} में से ${position})`,
    pause: 'स्लाइड शो रोकें',
    play: 'स्लाइड शो चलाएँ',
  },
  homeServicesMessages: {
    title: 'हमारी पावन सेवाएँ',
    text: 'आप जहाँ भी हों, ईश्वर से जुड़े रहने के लिए जो कुछ चाहिए, सब यहाँ है।',
    puja: {
      title: serviceNames.puja,
      badge: commonMessages.featured,
      text: 'पवित्र मंदिरों में अनुभवी पंडित जी द्वारा ऑनलाइन पूजा, आपके नाम और गोत्र के संकल्प के साथ।',
      action: 'पूजाएँ देखें',
    },
    chadava: {
      title: serviceNames.chadavaOfferings,
      badge: 'नया',
      text: 'मंदिर में फूल, मिठाई, दीये और चुनरी चढ़ाएँ, जिन्हें आपकी ओर से भगवान के सामने अर्पित किया जाता है।',
      action: 'चढ़ावा देखें',
    },
    horoscope: {
      title: serviceNames.dailyHoroscope,
      badge: 'लोकप्रिय',
      text: 'सभी बारह राशियों का दैनिक राशिफल, और अनुभवी ज्योतिषियों से व्यक्तिगत परामर्श।',
      action: 'राशिफल पढ़ें',
    },
    notSure: 'तय नहीं कर पा रहे कि कौन-सी सेवा आपके लिए सही है?',
  },
  homeWhyChooseUsMessages: {
    title: 'हमें क्यों चुनें',
    text: 'हर अर्पण में भक्ति, प्रामाणिकता और सेवा-भाव।',
    stats: [
      {
        value: '50,000+',
        label: 'भक्तों की सेवा',
        text: 'दुनिया भर के परिवार अपनी प्रार्थनाएँ हमें सौंपते हैं।',
      },
      {
        value: '500+',
        label: 'पूजाएँ संपन्न',
        text: '100% प्रामाणिक अनुष्ठान, हर मंदिर की परंपरा के अनुसार।',
      },
      {
        value: '50+',
        label: 'अनुभवी पंडित',
        text: 'सत्यापित मंदिरों के विद्वान पंडित जी हर अनुष्ठान करते हैं।',
      },
      {
        value: '4.9 ★',
        label: 'भक्तों की रेटिंग',
        text: '24/7 सेवा, और 3-4 दिनों में आपकी पूजा का वीडियो।',
      },
    ],
  },
  closingCallMessages: {
    title: 'आज ही अपनी आध्यात्मिक यात्रा शुरू करें',
    text: '50,000 से ज़्यादा भक्तों से जुड़ें, जो भारत के पवित्र मंदिरों से आशीर्वाद पाते हैं।',
    bookPuja: 'अभी पूजा बुक करें',
  },
} satisfies CatalogOf<typeof english>
