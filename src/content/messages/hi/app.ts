import type { CatalogOf } from '../../catalog'
import type * as english from '../app'
import common from './common'

const { commonMessages, serviceNames } = common

export default {
  navigationMessages: {
    home: 'होम',
    puja: serviceNames.puja,
    chadava: serviceNames.chadava,
    horoscope: 'राशिफल',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
  },
  headerMessages: {
    homeLink: (productName: string) => `${productName} होम`,
    mainNavigation: 'मुख्य',
    mobileNavigation: 'मोबाइल',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  },
  locationBadgeMessages: {
    detecting: 'आपका स्थान पता किया जा रहा है',
    global: 'विश्व',
    yourLocation: (country: string) => `आपका स्थान: ${country}`,
  },
  footerMessages: {
    about:
      'असली मंदिरों में, सत्यापित पंडित जी द्वारा आपके नाम से पूजा और चढ़ावा — व्हाट्सऐप पर वीडियो, प्रसाद और प्रमाण-पत्र के साथ, आप दुनिया में कहीं भी हों।',
    servicesTitle: 'सेवाएँ',
    onlinePujaBooking: 'ऑनलाइन पूजा बुकिंग',
    blog: 'ब्लॉग',
    legalTitle: 'क़ानूनी',
    privacyPolicy: commonMessages.privacyPolicy,
    termsConditions: commonMessages.termsConditions,
    contactTitle: 'संपर्क',
    copyright: (year: number, productName: string) => `© ${year} ${productName}। सर्वाधिकार सुरक्षित।`,
  },
  documentMessages: {
    title: 'Sankalp — ऑनलाइन पूजा, चढ़ावा और राशिफल',
    pageTitle: (name: string) => `${name} — Sankalp`,
    description:
      'असली मंदिरों में पूजा बुक करें, चढ़ावा अर्पित करें, अपना दैनिक राशिफल पढ़ें और ज्योतिषी से परामर्श लें — आपके नाम से, आप कहीं भी रहते हों।',
    languageSwitch: 'भाषा',
  },
  pageFailureMessages: {
    text: 'यह पेज खुल नहीं सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  },
} satisfies CatalogOf<typeof english>
