/** Texts more than one area shows: the shared words, the services' names and the labels of details and relations. */
import { siteConfig } from '../../config'
import { catalog } from '../catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/common.ts', { import: 'default' }))

/** SPEC §8's generic failure, and the one e-mail rule's messages (contact form, newsletter, consultation, profile). */
export const failureMessages = translatable('failureMessages', {
  /** SPEC §8's generic message, for a failure nothing more specific describes. */
  genericError: 'An error occurred',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
} as const)

/** Texts that more than one area shows. */
export const commonMessages = translatable('commonMessages', {
  close: 'Close',
  checkingSignIn: 'Checking sign-in',
  returnToHome: 'Return to Home',
  startingFrom: 'Starting from',
  total: 'Total',
  tryAgain: 'Try Again',
  contactUs: 'Contact Us',
  /** The office's postal address: the footer, the contact page and an order's receipt. */
  ourAddress: siteConfig.address,
  bookAPuja: 'Book a Puja',
  signIn: 'Sign In',
  featured: 'Featured',
  date: 'Date',
  time: 'Time',
  notSpecified: 'Not specified',
  cancel: 'Cancel',
  phoneNumber: 'Phone Number',
  payment: 'Payment',
  /** What assistive technology calls a slideshow (aria-roledescription). */
  carousel: 'carousel',
  browsePujas: 'Browse Pujas',
  emailPlaceholder: 'you@example.com',
  back: 'Back',
  sendOtp: 'Send OTP',
  verifyOtp: 'Verify OTP',
  proceedToPayment: 'Proceed to Payment',
  processingPayment: 'Processing Payment',
  processingPaymentProgress: 'Processing Payment...',
  contactDetails: 'Contact Details',
  dateTime: 'Date & Time',
  selected: 'Selected',
  myProfile: 'My Profile',
  howItWorks: 'How It Works',
  termsConditions: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  /** A date or time that is missing or cannot be read (SPEC §8). */
  tbd: 'TBD',
  /** The name of a user without a display name. */
  user: 'User',
  nameRequired: 'Name is required',
} as const)

/** The services' names, as the navigation, the home page's cards, the footer and the contact subjects show them. */
export const serviceNames = translatable('serviceNames', {
  puja: 'Puja',
  chadavaOfferings: 'Chadava Offerings',
  dailyHoroscope: 'Daily Horoscope',
  chadava: 'Chadava',
} as const)

/**
 * Labels of a service's or an order's details: the detail pages, the order cards, the booking summary, the status page.
 */
export const detailLabels = translatable('detailLabels', {
  orderId: 'Order ID',
  amount: 'Amount',
  package: 'Package',
  offerings: 'Offerings',
  location: 'Location',
  temple: 'Temple',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
} as const)

/** SPEC §4's personal details, asked in the booking dialog and after payment on the status page. */
export const personalDetailsLabels = translatable('personalDetailsLabels', {
  fullName: 'Full Name',
  gotra: 'Gotra',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
} as const)

/**
 * Whom a sankalp name is for, seen from the devotee (the booking's family rows, the profile's saved family, orders).
 */
export const relationLabels = translatable('relationLabels', {
  self: 'Self',
  spouse: 'Spouse',
  father: 'Father',
  mother: 'Mother',
  son: 'Son',
  daughter: 'Daughter',
  brother: 'Brother',
  sister: 'Sister',
  grandfather: 'Grandfather',
  grandmother: 'Grandmother',
  other: 'Other',
} as const)
