/**
 * SPEC §2/§5's horoscope page: the hero, the signs, the daily reading, the consultation booking and 'Processing
 * Payment' modals, and the consultation form's messages (the signs and readings themselves are in src/content).
 */
import { catalog } from '../catalog'
import { commonMessages, detailLabels, personalDetailsLabels, serviceNames } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/horoscope.ts', { import: 'default' }))

/** The consultation form's rules (src/domain/consultation) and the booking's missing information. */
export const consultationFailureMessages = translatable('consultationFailureMessages', {
  fillRequiredFields: 'Please fill in all required fields',
  dateNotBeforeToday: 'Please choose today or a later date',
  missingBookingInformation: 'Missing required booking information',
} as const)

interface StepText {
  title: string
  text: string
}

const CHOOSE_YOUR_SIGN = 'Choose Your Sign'
const BOOK_CONSULTATION = 'Book Consultation'
const DURATION = 'Duration'

/** SPEC §2: the static 4-step explainer. */
const horoscopeSteps: StepText[] = [
  { title: CHOOSE_YOUR_SIGN, text: 'Pick your zodiac sign from the list of twelve.' },
  {
    title: 'Read Your Daily Reading',
    text: 'See the day’s reading for love, career, health and what brings you luck, or pick another date.',
  },
  {
    title: 'Get a Detailed Analysis',
    text: 'Book a 10 or 20 minute consultation for a reading of your own birth chart.',
  },
  {
    title: 'Receive Expert Guidance',
    text: 'An experienced astrologer calls you at your chosen time with remedies and advice.',
  },
]

/** /horoscope: the hero, the signs beside the date and the reading, the consultation call and the steps. */
export const horoscopePageMessages = translatable('horoscopePageMessages', {
  title: serviceNames.dailyHoroscope,
  subtitle:
    'Your sign’s reading for the day: love, career, health and what brings you luck, with personal consultations from our astrologers.',
  stats: ['12 Zodiac Signs', 'Daily Updates', 'Expert Astrologers'],
  chooseSign: CHOOSE_YOUR_SIGN,
  date: commonMessages.date,
  bookConsultation: BOOK_CONSULTATION,
  personalReadingTitle: 'Want a personal reading?',
  personalReadingText:
    'Talk to an expert astrologer at a time that suits you: ₹101 for a short consultation, ₹201 for a longer one.',
  howItWorks: commonMessages.howItWorks,
  steps: horoscopeSteps,
} as const)

/** The twelve signs' list. */
export const zodiacSignListMessages = translatable('zodiacSignListMessages', {
  label: 'Zodiac signs',
} as const)

/** A sign's reading for a day: the four sections and the lucky elements. */
export const dailyReadingMessages = translatable('dailyReadingMessages', {
  title: (signName: string) => `${signName} Horoscope`,
  today: "Today's Overview",
  love: 'Love & Relationships',
  career: 'Career & Finance',
  health: 'Health & Wellness',
  luckyElements: 'Lucky Elements',
  luckyNumber: 'Lucky Number',
  luckyColor: 'Lucky Color',
  luckyTime: 'Lucky Time',
  loadFailed: 'This reading could not be loaded. Please check your connection and try again.',
} as const)

/** 'Book Consultation': the form's fields and Proceed to Payment. */
export const consultationBookingMessages = translatable('consultationBookingMessages', {
  title: BOOK_CONSULTATION,
  close: commonMessages.close,
  country: 'Country',
  countryOption: (name: string, dialCode: string) => `${name} (${dialCode})`,
  fullName: personalDetailsLabels.fullName,
  email: detailLabels.email,
  phone: commonMessages.phoneNumber,
  date: commonMessages.date,
  timeSlot: 'Time Slot',
  /** The slot is read in the visitor's own time zone (the astrologer calls at that moment, wherever they live). */
  timeSlotZone: 'In your local time',
  chooseTimeSlot: 'Select a time slot',
  /** Under each required field left empty, while the form's error asks for them all. */
  fieldRequired: 'This field is required',
  duration: DURATION,
  durationOption: (minutes: string, price: string) => `${minutes} Minutes - ${price}`,
  submit: commonMessages.proceedToPayment,
} as const)

/** 'Processing Payment': progress, the booking summary's labels and Cancel. */
export const processingPaymentMessages = translatable('processingPaymentMessages', {
  title: commonMessages.processingPayment,
  close: commonMessages.close,
  initializing: 'Initializing Payment...',
  processing: commonMessages.processingPaymentProgress,
  summaryTitle: 'Booking Summary',
  name: detailLabels.name,
  email: detailLabels.email,
  phone: detailLabels.phone,
  date: commonMessages.date,
  time: commonMessages.time,
  duration: DURATION,
  amount: detailLabels.amount,
  cancel: commonMessages.cancel,
  /** The summary's duration; a missing date or time reads the shared 'TBD'. */
  minutes: (minutes: string) => `${minutes} Minutes`,
} as const)
