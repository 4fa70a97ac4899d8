import type { CatalogOf } from '../../catalog'
import type * as english from '../payment'
import common from './common'

const { commonMessages } = common

const PAYMENT_INITIATE_FAILED = 'भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें।'
const PAYMENT_EXCEPTION = 'भुगतान करते समय कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।'
const PAYMENT_STATUS_FAILED = 'भुगतान की स्थिति जाँची नहीं जा सकी। कृपया फिर से कोशिश करें।'

const PAYMENT_SUCCESSFUL = 'भुगतान सफल रहा!'
const CHECKING_PAYMENT_STATUS = 'भुगतान की स्थिति जाँची जा रही है...'
const TRANSACTION_ID = 'ट्रांज़ैक्शन ID'
const PROCESSING_PAYMENT = commonMessages.processingPaymentProgress

export default {
  paymentFailureMessages: {
    paymentInitiateFailed: PAYMENT_INITIATE_FAILED,
    paymentException: PAYMENT_EXCEPTION,
    paymentNotFound: 'यह भुगतान नहीं मिला।',
    invalidPaymentData: 'भुगतान की जानकारी सही नहीं है',
    noPaymentInformation: 'भुगतान की कोई जानकारी नहीं मिली',
  },
  paymentInitiateFailures: {
    http: PAYMENT_INITIATE_FAILED,
    refused: PAYMENT_INITIATE_FAILED,
    unreachable: PAYMENT_EXCEPTION,
    serverReasonFor: ['http', 'refused'],
  },
  paymentStatusFailures: {
    http: PAYMENT_STATUS_FAILED,
    refused: PAYMENT_STATUS_FAILED,
    unreachable: PAYMENT_STATUS_FAILED,
    serverReasonFor: ['refused'],
  },
  mockGatewayOutcomeFailures: {
    http: PAYMENT_EXCEPTION,
    refused: PAYMENT_EXCEPTION,
    unreachable: PAYMENT_EXCEPTION,
    serverReasonFor: ['http', 'refused'],
  },
  paymentPageMessages: {
    invalidTitle: 'भुगतान का अनुरोध सही नहीं है',
    invalidText: 'भुगतान से पहले कृपया कोई सेवा चुनें।',
    successTitle: PAYMENT_SUCCESSFUL,
    success: {
      donation: 'आपके उदार दान के लिए धन्यवाद। आपका योगदान मंदिर की सेवाओं और भक्तों की सहायता करता है।',
      chadava: 'आपका चढ़ावा आपकी ओर से मंदिर में अर्पित किया जाएगा। 3-4 दिनों में आपको व्हाट्सऐप पर वीडियो मिल जाएगा।',
      puja: 'आपकी पूजा के समय की जानकारी के साथ पुष्टि का ईमेल भेजा जा रहा है। 3-4 दिनों में आपको व्हाट्सऐप पर वीडियो मिल जाएगा।',
    },
    transactionId: (transactionId: string) => `${TRANSACTION_ID}: ${transactionId}`,
    types: { puja: 'पूजा', chadava: 'चढ़ावा', donation: 'दान' },
    bookAgain: 'फिर से बुक करें',
    methodLabel: 'भुगतान का तरीक़ा',
    methods: { card: 'क्रेडिट/डेबिट कार्ड', upi: 'UPI', netbanking: 'नेट बैंकिंग' },
    cardNumber: 'कार्ड नंबर',
    cardNumberPlaceholder: '1234 5678 9012 3456',
    expiry: 'समाप्ति की तारीख़ (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvv: 'CVV',
    cvvPlaceholder: '123',
    cardholderName: 'कार्डधारक का नाम',
    upiQrLabel: 'UPI QR कोड',
    upiQr: 'QR कोड',
    upiId: 'UPI ID',
    upiIdPlaceholder: 'name@upi',
    bank: 'बैंक चुनें',
    bankPlaceholder: 'अपना बैंक चुनें',
    banks: ['भारतीय स्टेट बैंक', 'HDFC', 'ICICI', 'Axis', 'पंजाब नैशनल बैंक'],
    donationTaxNote: 'आयकर अधिनियम की धारा 80G के तहत दान पर कर में छूट मिल सकती है।',
    completeDonation: 'दान पूरा करें',
    paySecurely: 'सुरक्षित भुगतान करें',
    processing: PROCESSING_PAYMENT,
    orderSummary: 'ऑर्डर का सारांश',
    service: 'सेवा',
    type: 'प्रकार',
    itemQuantity: (name: string, quantity: number) => `${name} x ${quantity}`,
  },
  mockGatewayMessages: {
    heading: 'टेस्ट भुगतान गेटवे',
    unavailable: 'टेस्ट भुगतान गेटवे केवल मॉक साइट पर उपलब्ध है।',
    loading: 'भुगतान लोड हो रहा है...',
    payingTo: 'भुगतान प्राप्तकर्ता',
    order: (merchantOrderId: string) => `ऑर्डर ${merchantOrderId}`,
    outcomes: {
      COMPLETED: 'भुगतान करें',
      FAILED: 'विफल करें',
      CANCELLED: commonMessages.cancel,
      PENDING: 'लंबित छोड़ें',
    },
  },
  paymentStatusMessages: {
    checking: CHECKING_PAYMENT_STATUS,
    invalidDataTitle: 'त्रुटि',
    noPaymentDataTitle: 'भुगतान का विवरण नहीं है',
    recheckScheduled: 'हम अपने-आप फिर से जाँचेंगे।',
    recheckStopped:
      'भुगतान की अभी तक पुष्टि नहीं हुई है। अगर आपके खाते से पैसे कट गए हैं, तो आपका बैंक या तो भुगतान की पुष्टि करेगा या पैसे वापस कर देगा।',
    checkAgain: 'फिर से जाँचें',
    payAgainNote: 'आपकी बुकिंग सहेजी हुई है: जानकारी दोबारा भरे बिना फिर से भुगतान करें।',
    payAgain: 'फिर से भुगतान करें',
    backToHoroscope: 'राशिफल पर वापस जाएँ',
    backToChadava: 'चढ़ावा सूची पर वापस जाएँ',
    backToPujas: 'पूजा सूची पर वापस जाएँ',
    viewPoojaOrders: 'मेरे पूजा ऑर्डर देखें',
    viewChadavaOrders: 'मेरे चढ़ावा ऑर्डर देखें',
    home: 'होम पर जाएँ',
  },
  paymentResultMessages: {
    statuses: {
      SUCCESS: {
        label: 'सफल',
        title: PAYMENT_SUCCESSFUL,
        message: 'आपका भुगतान सफलतापूर्वक हो गया है। बुकिंग के लिए धन्यवाद।',
      },
      PENDING: {
        label: 'लंबित',
        title: 'भुगतान लंबित है',
        message: 'आपका भुगतान प्रक्रिया में है। कृपया पुष्टि का इंतज़ार करें।',
      },
      FAILED: {
        label: 'विफल',
        title: 'भुगतान नहीं हो सका',
        message: 'आपका भुगतान नहीं हो सका। कृपया फिर से कोशिश करें।',
      },
      CANCELLED: {
        label: 'रद्द',
        title: 'भुगतान रद्द हुआ',
        message: 'आपने भुगतान रद्द कर दिया। आपसे कोई राशि नहीं ली गई है।',
      },
    },
    unknown: {
      title: 'भुगतान की स्थिति स्पष्ट नहीं',
      message:
        'हमें आपके भुगतान की स्थिति का पता नहीं चल सका। अगर आपसे कोई राशि ली गई है, तो कृपया सहायता टीम से संपर्क करें।',
    },
    checking: CHECKING_PAYMENT_STATUS,
    transactionId: TRANSACTION_ID,
    amountPaid: 'भुगतान की गई राशि',
    amount: 'राशि',
    status: 'स्थिति',
    notAvailable: 'उपलब्ध नहीं',
  },
  paymentDetailsMessages: {
    pujaDetails: 'पूजा का विवरण',
    chadavaDetails: 'चढ़ावे का विवरण',
    consultationDetails: 'परामर्श का विवरण',
    consultation: 'परामर्श',
    consultationPack: (minutes: string) => `${minutes} मिनट का परामर्श`,
    personalDetails: 'व्यक्तिगत विवरण',
    contactDetails: commonMessages.contactDetails,
    dateTime: commonMessages.dateTime,
    whatsApp: 'व्हाट्सऐप',
  },
  completeBookingMessages: {
    title: 'अपनी बुकिंग पूरी करें',
    text: 'आपके भुगतान की पुष्टि हो गई है। कृपया संकल्प के लिए और प्रसाद भेजने के लिए अपना विवरण दें।',
    submit: 'बुकिंग पूरी करें',
  },
  orderProcessingMessages: {
    // Not 'ऑर्डर तैयार हो रहा है' ("being prepared"): the heading stays above the order created or failed.
    title: 'ऑर्डर की स्थिति',
    preparing: 'आपका ऑर्डर तैयार किया जा रहा है...',
    awaitingDetails: 'ऊपर का फ़ॉर्म भेजते ही आपका ऑर्डर बन जाएगा।',
    creating: 'आपका ऑर्डर दर्ज किया जा रहा है...',
    creatingLabel: 'आपका ऑर्डर दर्ज किया जा रहा है',
    createdTitle: 'ऑर्डर सफलतापूर्वक दर्ज हो गया!',
    created: (shortOrderId: string) =>
      `आपके ऑर्डर ${shortOrderId} पर काम शुरू हो गया है। आपको व्हाट्सऐप पर इसकी जानकारी मिलती रहेगी।`,
    failedTitle: 'ऑर्डर दर्ज नहीं हुआ',
    failed: (reason: string) => `ऑर्डर दर्ज नहीं हो सका: ${reason}`,
    paymentSafe:
      'आपका भुगतान दर्ज है और सुरक्षित है। कृपया फिर से कोशिश करें; अगर ऑर्डर फिर भी दर्ज न हो, तो हमसे संपर्क करते समय ऊपर दी गई ट्रांज़ैक्शन ID बताएँ।',
    retry: 'फिर से कोशिश करें',
    detailsMissingTitle: 'बुकिंग का विवरण नहीं मिला',
    detailsMissing:
      'आपका भुगतान दर्ज है, पर इस ब्राउज़र में बुकिंग का विवरण नहीं है। बुकिंग पूरी करने के लिए यह पेज उसी ब्राउज़र में खोलें जिसमें आपने बुकिंग की थी, या हमसे संपर्क करते समय ऊपर दी गई ट्रांज़ैक्शन ID बताएँ।',
    contactUs: 'हमसे संपर्क करें',
    otherAccountTitle: 'दूसरे फ़ोन नंबर से की गई बुकिंग',
    otherAccount:
      'यह बुकिंग किसी दूसरे फ़ोन नंबर से साइन इन करके की गई थी। इसका विवरण देखने और ऑर्डर पूरा करने के लिए उसी नंबर से साइन इन करें। भुगतान दर्ज है और सुरक्षित है।',
  },
  chadavaSuccessMessages: {
    title: 'चढ़ावा सफलतापूर्वक बुक हो गया!',
    offerings: (chadavaName: string | undefined) =>
      chadavaName
        ? `‘${chadavaName}’ के लिए आपका चढ़ावा आपकी ओर से मंदिर में अर्पित किया जाएगा।`
        : 'आपका चढ़ावा आपकी ओर से मंदिर में अर्पित किया जाएगा।',
    video: '3-4 दिनों में आपको व्हाट्सऐप पर वीडियो मिल जाएगा, साथ ही प्रसाद और प्रमाण-पत्र भी।',
    bookAnother: 'एक और चढ़ावा बुक करें',
  },
} satisfies CatalogOf<typeof english>
