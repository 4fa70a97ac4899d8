import type { CatalogOf } from '../../catalog'
import type * as english from '../horoscope'
import common from './common'

const { commonMessages, detailLabels, personalDetailsLabels, serviceNames } = common

const CHOOSE_YOUR_SIGN = 'अपनी राशि चुनें'
const BOOK_CONSULTATION = 'परामर्श बुक करें'
const DURATION = 'अवधि'

export default {
  consultationFailureMessages: {
    fillRequiredFields: 'कृपया सभी आवश्यक जानकारी भरें',
    dateNotBeforeToday: 'कृपया आज की या उसके बाद की कोई तारीख़ चुनें',
    missingBookingInformation: 'बुकिंग की आवश्यक जानकारी अधूरी है',
  },
  horoscopePageMessages: {
    title: serviceNames.dailyHoroscope,
    subtitle:
      'आज के दिन आपकी राशि का राशिफल: प्रेम, करियर, स्वास्थ्य और शुभ अंक, रंग व समय, साथ ही अनुभवी ज्योतिषियों से व्यक्तिगत परामर्श।',
    stats: ['12 राशियाँ', 'रोज़ नया राशिफल', 'अनुभवी ज्योतिषी'],
    chooseSign: CHOOSE_YOUR_SIGN,
    date: commonMessages.date,
    bookConsultation: BOOK_CONSULTATION,
    personalReadingTitle: 'अपने लिए व्यक्तिगत परामर्श चाहते हैं?',
    personalReadingText:
      'अपनी सुविधा के समय पर किसी अनुभवी ज्योतिषी से बात करें: छोटे परामर्श के ₹101, लंबे परामर्श के ₹201।',
    howItWorks: commonMessages.howItWorks,
    steps: [
      { title: CHOOSE_YOUR_SIGN, text: 'बारह राशियों में से अपनी राशि चुनें।' },
      {
        title: 'अपना दैनिक राशिफल पढ़ें',
        text: 'आज का सार, प्रेम, करियर, स्वास्थ्य और अपना शुभ अंक, रंग व समय देखें, या कोई दूसरी तारीख़ चुनें।',
      },
      {
        title: 'विस्तृत विश्लेषण पाएँ',
        text: 'अपनी जन्म कुंडली के विश्लेषण के लिए 10 या 20 मिनट का परामर्श बुक करें।',
      },
      {
        title: 'विशेषज्ञ मार्गदर्शन पाएँ',
        text: 'अनुभवी ज्योतिषी आपके चुने हुए समय पर आपको कॉल करके उपाय और सलाह देंगे।',
      },
    ],
  },
  zodiacSignListMessages: {
    label: 'राशियाँ',
  },
  dailyReadingMessages: {
    title: (signName: string) => `${signName} राशिफल`,
    today: 'आज का सार',
    love: 'प्रेम और रिश्ते',
    career: 'करियर और धन',
    health: 'स्वास्थ्य और तंदुरुस्ती',
    luckyElements: 'आपके लिए शुभ',
    luckyNumber: 'शुभ अंक',
    luckyColor: 'शुभ रंग',
    luckyTime: 'शुभ समय',
    loadFailed: 'यह राशिफल खुल नहीं सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  },
  consultationBookingMessages: {
    title: BOOK_CONSULTATION,
    close: commonMessages.close,
    country: 'देश',
    countryOption: (name: string, dialCode: string) => `${name} (${dialCode})`,
    fullName: personalDetailsLabels.fullName,
    email: detailLabels.email,
    phone: commonMessages.phoneNumber,
    date: commonMessages.date,
    timeSlot: 'समय',
    timeSlotZone: 'आपके यहाँ के समय के अनुसार',
    chooseTimeSlot: 'समय चुनें',
    fieldRequired: 'यह जानकारी भरना आवश्यक है',
    duration: DURATION,
    durationOption: (minutes: string, price: string) => `${minutes} मिनट - ${price}`,
    submit: commonMessages.proceedToPayment,
  },
  processingPaymentMessages: {
    title: commonMessages.processingPayment,
    close: commonMessages.close,
    initializing: 'भुगतान शुरू किया जा रहा है...',
    processing: commonMessages.processingPaymentProgress,
    summaryTitle: 'बुकिंग का सारांश',
    name: detailLabels.name,
    email: detailLabels.email,
    phone: detailLabels.phone,
    date: commonMessages.date,
    time: commonMessages.time,
    duration: DURATION,
    // 'रक़म', not 'राशि': on the horoscope page 'राशि' reads as the zodiac sign.
    amount: 'रक़म',
    cancel: commonMessages.cancel,
    minutes: (minutes: string) => `${minutes} मिनट`,
  },
} satisfies CatalogOf<typeof english>
