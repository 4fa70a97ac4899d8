import type { CatalogOf } from '../../catalog'
import type * as english from '../orders'

const ORDERS_FETCH_FAILED = 'आपके ऑर्डर लोड नहीं हो सके'
const ORDERS_FETCH_EXCEPTION = 'ऑर्डर लोड करते समय कोई गड़बड़ी हुई'
const POOJA_ORDER_FAILED = 'पूजा का ऑर्डर दर्ज नहीं हो सका'
const CHADAVA_ORDER_FAILED = 'चढ़ावे का ऑर्डर दर्ज नहीं हो सका'
const HOROSCOPE_ORDER_FAILED = 'ज्योतिष परामर्श का ऑर्डर दर्ज नहीं हो सका'
const ORDER_CREATION_EXCEPTION = 'ऑर्डर दर्ज करते समय कोई गड़बड़ी हुई'

function orderCreationFailures(fallback: string) {
  return {
    http: fallback,
    refused: fallback,
    unreachable: ORDER_CREATION_EXCEPTION,
    serverReasonFor: ['http', 'refused'],
  } as const
}

export default {
  orderFailureMessages: {
    orderCreationException: ORDER_CREATION_EXCEPTION,
    authRequiredForOrders: 'ऑर्डर के लिए साइन इन आवश्यक है। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  },
  orderListFailures: {
    http: ORDERS_FETCH_FAILED,
    refused: ORDERS_FETCH_FAILED,
    unreachable: ORDERS_FETCH_EXCEPTION,
    serverReasonFor: ['refused'],
  },
  orderCreationFailuresByKind: {
    puja: orderCreationFailures(POOJA_ORDER_FAILED),
    chadava: orderCreationFailures(CHADAVA_ORDER_FAILED),
    horoscope: orderCreationFailures(HOROSCOPE_ORDER_FAILED),
  },
  orderListMessages: {
    poojaTitle: 'मेरे पूजा ऑर्डर',
    chadavaTitle: 'मेरे चढ़ावा ऑर्डर',
    ordersFound: (count: number) => `${count} ऑर्डर ${count === 1 ? 'मिला' : 'मिले'}`,
    refresh: 'रीफ़्रेश करें',
    loading: 'आपके ऑर्डर लोड हो रहे हैं',
    empty: 'कोई ऑर्डर नहीं मिला',
    emptyText: 'आपने अभी तक कोई ऑर्डर नहीं किया है।',
    bookFirstPuja: 'अपनी पहली पूजा बुक करें',
    bookFirstChadava: 'अपना पहला चढ़ावा बुक करें',
    awaitingTitle: 'पुष्टि की प्रतीक्षा में बुकिंग',
    awaitingText:
      'ये बुकिंग इसी डिवाइस पर शुरू की गई थीं और इनका अभी कोई ऑर्डर नहीं है। हर एक के भुगतान की स्थिति देखें: भुगतान हो चुका हो तो बुकिंग वहीं पूरी हो जाएगी।',
    checkPayment: 'भुगतान की स्थिति देखें',
    checkPaymentOf: (title: string) => `भुगतान की स्थिति देखें: ${title}`,
  },
  orderCardMessages: {
    scheduledDate: 'तय तारीख़',
    orderDate: 'ऑर्डर की तारीख़',
    offeringsSelected: (count: number) => (count === 1 ? '1 चढ़ावा चुना गया' : `${count} चढ़ावे चुने गए`),
    selectedOfferings: 'चुने गए चढ़ावे',
    specialInstructions: 'विशेष निर्देश',
    addressInstructions: (address: string) => `पता: ${address}`,
    onlinePayment: 'ऑनलाइन भुगतान',
  },
  signInRequiredMessages: {
    title: 'साइन इन आवश्यक है',
    text: 'हमारी दिव्य सेवाओं और आपके लिए ख़ास सुविधाओं का लाभ लेने के लिए कृपया साइन इन करें।',
    signIn: 'साइन इन करके आगे बढ़ें',
  },
  orderStatusMessages: {
    processing: 'प्रक्रिया में',
    pending: 'लंबित',
    delivered: 'पहुँच गया',
    cancelled: 'रद्द',
  },
  orderStepLabels: {
    booked: 'बुकिंग हो गई',
    confirmed: 'मंदिर ने पुष्टि की',
    performed: 'संपन्न',
    videoReady: 'वीडियो तैयार',
    prasadDispatched: 'प्रसाद भेजा गया',
    delivered: 'पहुँच गया',
    cancelled: 'रद्द',
    refunded: 'रिफ़ंड हुआ',
  },
  orderPageMessages: {
    viewOrder: 'ऑर्डर देखें',
    viewOrderOf: (service: string) => `ऑर्डर देखें: ${service}`,
    currentStep: 'अभी का चरण',
    pujaOrder: 'पूजा ऑर्डर',
    chadavaOrder: 'चढ़ावा ऑर्डर',
    backToPujaOrders: 'मेरे पूजा ऑर्डर पर वापस जाएँ',
    backToChadavaOrders: 'मेरे चढ़ावा ऑर्डर पर वापस जाएँ',
    loading: 'आपका ऑर्डर लोड हो रहा है',
    refreshing: 'आपके ऑर्डर की नई जानकारी देखी जा रही है',
    notFoundTitle: 'ऑर्डर नहीं मिला',
    notFoundText: 'यह ऑर्डर आपके ऑर्डरों में से नहीं है। लिंक जाँच लें, या अपनी सूची में ऑर्डर ढूँढें।',
    timelineTitle: 'आपका ऑर्डर, चरण दर चरण',
    stepState: { done: 'पूरा हुआ', next: 'अगला', upcoming: 'अभी बाक़ी है' },
    stepStatus: (state: string, when: string) => `${state}: ${when}`,
    expectedBy: (date: string) => `${date} तक होने की उम्मीद`,
    paidWithReference: (reference: string) => `भुगतान हो गया। भुगतान संदर्भ ${reference}`,
    confirmedBy: (temple: string) => `${temple} ने पुष्टि की`,
    watchVideo: 'वीडियो देखें',
    jumpToSankalp: 'वीडियो में अपना संकल्प देखें',
    sankalpAt: (time: string) => `वीडियो में ${time} पर आपके नाम से संकल्प लिया गया है।`,
    shippedWith: (courier: string, trackingNumber: string) => `${courier}, ट्रैकिंग नंबर ${trackingNumber}`,
    trackPrasad: 'अपना प्रसाद ट्रैक करें',
    refundPending: 'आपका रिफ़ंड भेजा जा रहा है।',
    refunded: (amount: string) => `${amount} आपके खाते में रिफ़ंड कर दिए गए हैं।`,
    cancelledReason: (reason: string) => `कारण: ${reason}`,
    receiptTitle: 'रसीद',
    printReceipt: 'रसीद प्रिंट करें',
    issuedBy: (site: string) => `${site} द्वारा जारी`,
    service: 'सेवा',
    names: 'संकल्प में लिए जाने वाले नाम',
    dateAndTime: 'तारीख़ और समय',
    amountCharged: 'ली गई राशि',
    priceShownAbroad: 'अमेरिकी डॉलर में क़ीमत',
    paymentReference: 'भुगतान संदर्भ',
    status: 'स्थिति',
  },
} satisfies CatalogOf<typeof english>
