import type { CatalogOf } from '../../catalog'
import type * as english from '../booking'
import common from './common'

const { commonMessages, detailLabels, personalDetailsLabels, relationLabels } = common

const FULL_NAME_REQUIRED = 'पूरा नाम आवश्यक है'
const GOTRA_REQUIRED = 'गोत्र आवश्यक है'

export default {
  bookingDialogMessages: {
    titles: {
      contact: 'संपर्क जानकारी',
      otp: 'अपना व्हाट्सऐप नंबर सत्यापित करें',
      review: 'अपनी बुकिंग देख लें',
      personalDetails: 'आपकी जानकारी',
      payment: commonMessages.processingPayment,
    },
    close: commonMessages.close,
  },
  bookingStepsMessages: {
    label: 'बुकिंग के चरण',
    addDetails: 'विवरण जोड़ें',
    selectPackage: 'पैकेज चुनें',
    selectOfferings: 'चढ़ावा चुनें',
    review: 'बुकिंग की जाँच करें',
    payment: commonMessages.payment,
    personalDetails: 'नाम, गोत्र और पता भरें',
  },
  contactPanelMessages: {
    name: detailLabels.name,
    whatsappNumber: 'व्हाट्सऐप नंबर',
    cancel: commonMessages.cancel,
    sendOtp: commonMessages.sendOtp,
  },
  otpPanelMessages: {
    codeSentTo: (dialCode: string, whatsappNumber: string) =>
      `${dialCode} ${whatsappNumber} पर भेजा गया 6 अंकों का कोड दर्ज करें`,
    code: 'OTP',
    back: commonMessages.back,
    resend: 'OTP फिर से भेजें',
    resent: 'नया कोड भेज दिया गया है।',
    verify: commonMessages.verifyOtp,
  },
  reviewPanelMessages: {
    contactDetails: commonMessages.contactDetails,
    whatsApp: (whatsappNumber: string) => `व्हाट्सऐप: ${whatsappNumber}`,
    signInRequired: 'साइन इन आवश्यक है',
    proceed: commonMessages.proceedToPayment,
  },
  personalDetailsPanelMessages: {
    labels: personalDetailsLabels,
    backToReview: 'बुकिंग की जानकारी पर वापस जाएँ',
    submit: { puja: 'भुगतान के लिए आगे बढ़ें', chadava: 'भुगतान पूरा करें' },
  },
  familyPanelMessages: {
    title: 'संकल्प में लिए जाने वाले नाम',
    capacity: (persons: number) =>
      persons === 2
        ? 'यह पैकेज 2 व्यक्तियों के लिए है: पहला नाम आपका है; आप परिवार के एक और सदस्य का नाम जोड़ सकते हैं।'
        : `यह पैकेज ${persons} व्यक्तियों के लिए है: पहला नाम आपका है; आप परिवार के अधिकतम ${persons - 1} और सदस्यों के नाम जोड़ सकते हैं।`,
    chooseSaved: 'सहेजे गए परिवारजनों में से चुनें',
    chooseSavedPlaceholder: 'सहेजा गया सदस्य चुनें',
    savedMember: (name: string, relation: string) => `${name} (${relation})`,
    relations: relationLabels,
  },
  paymentPanelMessages: {
    failedTitle: 'भुगतान शुरू नहीं हो सका',
    processing: commonMessages.processingPaymentProgress,
    backToDetails: 'विवरण पर वापस जाएँ',
    paymentMethod: 'भुगतान का तरीक़ा',
    selectedMethod: 'कार्ड / UPI / नेट बैंकिंग',
    selected: commonMessages.selected,
    comingSoonMethods: ['वॉलेट', 'EMI', 'बाद में भुगतान'],
    comingSoon: 'जल्द उपलब्ध',
  },
  orderSummaryMessages: {
    package: detailLabels.package,
    offerings: detailLabels.offerings,
    dateTime: commonMessages.dateTime,
    location: detailLabels.location,
    temple: detailLabels.temple,
    total: commonMessages.total,
    charged: (rupees: string) => `भुगतान भारतीय रुपये में होता है: आपसे ${rupees} लिए जाएँगे।`,
  },
  bookingFormMessages: {
    nameRequired: commonMessages.nameRequired,
    whatsappNumberRequired: 'व्हाट्सऐप नंबर आवश्यक है',
    invalidWhatsappNumber: 'कृपया सही 10 अंकों का फ़ोन नंबर दर्ज करें',
    required: {
      fullName: FULL_NAME_REQUIRED,
      gotra: GOTRA_REQUIRED,
      address: 'पता आवश्यक है',
      city: 'शहर आवश्यक है',
      state: 'राज्य आवश्यक है',
      pincode: 'पिनकोड आवश्यक है',
    },
    invalidPincode: 'कृपया सही 6 अंकों का पिनकोड दर्ज करें',
    member: {
      name: FULL_NAME_REQUIRED,
      gotra: GOTRA_REQUIRED,
      relation: 'रिश्ता चुनना आवश्यक है',
    },
  },
  paymentPrerequisiteMessages: {
    missingPackage: 'पैकेज या पूजा की जानकारी नहीं मिली',
    noOfferings: 'कोई चढ़ावा नहीं चुना गया',
    whatsappNumberRequired: 'भुगतान से पहले कृपया अपना व्हाट्सऐप नंबर दें',
    authentication: {
      puja: 'पूजा के ऑर्डर के लिए साइन इन आवश्यक है। जारी रखने के लिए कृपया साइन इन करें।',
      chadava: 'चढ़ावे के ऑर्डर के लिए साइन इन आवश्यक है। जारी रखने के लिए कृपया साइन इन करें।',
    },
  },
} satisfies CatalogOf<typeof english>
