/**
 * The sentences the mock backend's replies carry, in each language a request may ask for (`Accept-Language`, issue
 * 13): a refusal's `error` is a text of the reply as a catalogue's names are, and the site shows some of them as they
 * come (a payment or an order the backend refused). Faults only a broken client causes stay in English as zod and the
 * token check word them: a body that does not parse, a missing or foreign token.
 */
import type { ContentLanguage } from '../../src/api/schemas'

/** A payment's state once it is final, which no outcome changes. */
type FinalPaymentState = 'COMPLETED' | 'FAILED' | 'CANCELLED'

/** What an order names that the catalogue, its puja, its chadava or the consultations do not sell. */
export interface NotSold {
  item: 'puja' | 'chadava' | 'package' | 'offering' | 'pack'
  name: string
}

export interface ReplyTexts {
  paymentNotFound: string
  transactionNotFound: string
  merchantOrderIdReused: string
  paymentAlready: (state: FinalPaymentState) => string
  orderOfAnotherKind: string
  noPaymentForOrder: string
  paymentOfAnotherAccount: string
  paymentNotCompleted: (state: 'PENDING' | 'FAILED' | 'CANCELLED') => string
  paymentShort: (paidRupees: number, priceRupees: number) => string
  notSold: (what: NotSold) => string
  orderNotFound: string
  profileNotFound: string
  invalidEmail: string
  chadavaOrderCreated: string
  consultationBooked: string
  contactThanks: string
  newsletterSubscribed: string
  /** The failures the scenarios stage (mocks/scenarios.ts). */
  pujasUnavailable: string
  chadavasUnavailable: string
  gatewayUnavailable: string
  paymentStatusUnavailable: string
  orderServiceDown: string
  ordersUnavailable: string
  messageServiceDown: string
  newsletterServiceDown: string
}

const hindiRupees = (rupees: number) => `₹${rupees.toLocaleString('hi-IN')}`

const HINDI_STATES = { COMPLETED: 'पूरा', FAILED: 'विफल', CANCELLED: 'रद्द' } as const

const ENGLISH_ITEMS: Record<NotSold['item'], string> = {
  puja: 'No temple of ours performs the puja',
  chadava: 'No temple of ours accepts the chadava',
  package: 'This puja has no package',
  offering: 'This chadava has no offering',
  pack: 'There is no consultation pack',
}

const HINDI_ITEMS: Record<NotSold['item'], string> = {
  puja: 'हमारा कोई मंदिर यह पूजा नहीं करता',
  chadava: 'हमारा कोई मंदिर यह चढ़ावा नहीं लेता',
  package: 'इस पूजा में यह पैकेज नहीं है',
  offering: 'इस चढ़ावे में यह सामग्री नहीं है',
  pack: 'ऐसा कोई परामर्श नहीं है',
}

export const REPLY_TEXTS: Record<ContentLanguage, ReplyTexts> = {
  en: {
    paymentNotFound: 'Payment not found',
    transactionNotFound: 'Transaction not found',
    merchantOrderIdReused: 'This merchantOrderId was already used for another payment',
    paymentAlready: (state) => `Payment is already ${state}`,
    orderOfAnotherKind: 'This payment already has an order of another kind',
    noPaymentForOrder: 'No payment was found for this order',
    paymentOfAnotherAccount: 'This payment was made from another account',
    paymentNotCompleted: (state) => `Payment is ${state}: an order needs a completed payment`,
    paymentShort: (paid, price) => `The payment of ₹${paid} is less than this order's price of ₹${price}`,
    notSold: ({ item, name }) => `${ENGLISH_ITEMS[item]} '${name}'`,
    orderNotFound: 'Order not found',
    profileNotFound: 'Profile not found',
    invalidEmail: 'Please enter a valid email address',
    chadavaOrderCreated: 'Chadava order created successfully',
    consultationBooked: 'Consultation booked successfully',
    contactThanks: 'Thank you for your message. We will respond within 24 hours.',
    newsletterSubscribed: 'Subscribed',
    pujasUnavailable: 'Failed to load puja services',
    chadavasUnavailable: 'Failed to load chadava services',
    gatewayUnavailable: 'Payment gateway is unavailable. Please try again later.',
    paymentStatusUnavailable: 'Payment status service is unavailable',
    orderServiceDown: 'Order service is unavailable',
    ordersUnavailable: 'Failed to fetch orders',
    messageServiceDown: 'Message service is unavailable',
    newsletterServiceDown: 'Newsletter service is unavailable',
  },
  hi: {
    paymentNotFound: 'यह भुगतान नहीं मिला',
    transactionNotFound: 'यह लेन-देन नहीं मिला',
    merchantOrderIdReused: 'यह ऑर्डर नंबर किसी दूसरे भुगतान के लिए इस्तेमाल हो चुका है',
    paymentAlready: (state) => `यह भुगतान पहले ही ${HINDI_STATES[state]} हो चुका है`,
    orderOfAnotherKind: 'इस भुगतान पर किसी दूसरी सेवा का ऑर्डर पहले ही बन चुका है',
    noPaymentForOrder: 'इस ऑर्डर का कोई भुगतान नहीं मिला',
    paymentOfAnotherAccount: 'यह भुगतान किसी दूसरे खाते से किया गया था',
    paymentNotCompleted: (state) =>
      state === 'PENDING'
        ? 'भुगतान अभी पूरा नहीं हुआ है: ऑर्डर पूरे भुगतान के बाद ही बनता है'
        : `भुगतान ${HINDI_STATES[state]} हो गया है: ऑर्डर पूरे भुगतान के बाद ही बनता है`,
    paymentShort: (paid, price) =>
      `${hindiRupees(paid)} का भुगतान इस ऑर्डर की क़ीमत ${hindiRupees(price)} से कम है`,
    notSold: ({ item, name }) => `${HINDI_ITEMS[item]}: '${name}'`,
    orderNotFound: 'यह ऑर्डर नहीं मिला',
    profileNotFound: 'प्रोफ़ाइल नहीं मिली',
    invalidEmail: 'कृपया सही ईमेल पता दर्ज करें',
    chadavaOrderCreated: 'चढ़ावे का ऑर्डर बन गया है',
    consultationBooked: 'परामर्श बुक हो गया है',
    contactThanks: 'आपके संदेश के लिए धन्यवाद। हम 24 घंटे के भीतर उत्तर देंगे।',
    newsletterSubscribed: 'सदस्यता हो गई',
    pujasUnavailable: 'पूजा सेवाएँ लोड नहीं हो सकीं',
    chadavasUnavailable: 'चढ़ावा सेवाएँ लोड नहीं हो सकीं',
    gatewayUnavailable: 'भुगतान गेटवे अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    paymentStatusUnavailable: 'भुगतान की स्थिति बताने वाली सेवा अभी उपलब्ध नहीं है',
    orderServiceDown: 'ऑर्डर सेवा अभी उपलब्ध नहीं है',
    ordersUnavailable: 'आपके ऑर्डर लोड नहीं हो सके',
    messageServiceDown: 'संदेश सेवा अभी उपलब्ध नहीं है',
    newsletterServiceDown: 'न्यूज़लेटर सेवा अभी उपलब्ध नहीं है',
  },
}

/** The reply texts in `language`, English when none is asked for. */
export const replyTextsIn = (language: ContentLanguage = 'en'): ReplyTexts => REPLY_TEXTS[language]
