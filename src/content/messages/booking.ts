/**
 * SPEC §2/§4/§5's puja and chadava booking dialog: its titles and steps, the contact, OTP, review, personal details and
 * payment panels, the order summary, the forms' field errors and the payment prerequisites' messages.
 */
import { catalog } from '../catalog'
import { commonMessages, detailLabels, personalDetailsLabels, relationLabels } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/booking.ts', { import: 'default' }))

const FULL_NAME_REQUIRED = 'Full name is required'
const GOTRA_REQUIRED = 'Gotra is required'

/**
 * The dialog's title by stage, and its close button. Never a step's name: the steps show beside it, and a dialog named
 * after its fields ('Fill Name, Gotra & Address') would be found for the field's label.
 */
export const bookingDialogMessages = translatable('bookingDialogMessages', {
  titles: {
    contact: 'Contact Information',
    otp: 'Verify Your WhatsApp Number',
    review: 'Review Your Booking',
    personalDetails: 'Your Details',
    payment: commonMessages.processingPayment,
  },
  close: commonMessages.close,
} as const)

/** SPEC §2's four booking steps; a guest's first step is 'Add Details'. */
export const bookingStepsMessages = translatable('bookingStepsMessages', {
  label: 'Booking steps',
  addDetails: 'Add Details',
  selectPackage: 'Select Package',
  selectOfferings: 'Select Offerings',
  review: 'Review Booking',
  payment: commonMessages.payment,
  personalDetails: 'Fill Name, Gotra & Address',
} as const)

/** A guest's contact details: name and WhatsApp number, then Send OTP. */
export const contactPanelMessages = translatable('contactPanelMessages', {
  name: detailLabels.name,
  whatsappNumber: 'WhatsApp Number',
  cancel: commonMessages.cancel,
  sendOtp: commonMessages.sendOtp,
} as const)

/** The OTP stage: the code sent to the WhatsApp number, Verify, Back and Resend OTP. */
export const otpPanelMessages = translatable('otpPanelMessages', {
  codeSentTo: (dialCode: string, whatsappNumber: string) =>
    `Enter the 6-digit code sent to ${dialCode} ${whatsappNumber}`,
  code: 'OTP',
  back: commonMessages.back,
  resend: 'Resend OTP',
  resent: 'A new code has been sent.',
  verify: commonMessages.verifyOtp,
} as const)

/** Review Booking: the contact details and Proceed to Payment ('Sign In Required' when signed out). */
export const reviewPanelMessages = translatable('reviewPanelMessages', {
  contactDetails: commonMessages.contactDetails,
  whatsApp: (whatsappNumber: string) => `WhatsApp: ${whatsappNumber}`,
  signInRequired: 'Sign In Required',
  proceed: commonMessages.proceedToPayment,
} as const)

/** Fill Name, Gotra & Address: the six fields, Back to Review and the submit, by the kind booked. */
export const personalDetailsPanelMessages = translatable('personalDetailsPanelMessages', {
  labels: personalDetailsLabels,
  backToReview: 'Back to Review',
  submit: { puja: 'Continue to Payment', chadava: 'Complete Payment' },
} as const)

/** The whole family in one sankalp: the family rows of a package for more than one person, and the saved family. */
export const familyPanelMessages = translatable('familyPanelMessages', {
  title: 'Names in the Sankalp',
  /** How many more names the package takes. */
  capacity: (persons: number) =>
    persons === 2
      ? 'This package is for 2 persons: you are the first; add one family member.'
      : `This package is for ${persons} persons: you are the first; add up to ${persons - 1} family members.`,
  chooseSaved: 'Choose from saved family',
  chooseSavedPlaceholder: 'Pick a saved member',
  savedMember: (name: string, relation: string) => `${name} (${relation})`,
  relations: relationLabels,
} as const)

/** 'Processing Payment': progress or the failure, Back to Details, and the payment methods. */
export const paymentPanelMessages = translatable('paymentPanelMessages', {
  failedTitle: 'Payment could not be started',
  processing: commonMessages.processingPaymentProgress,
  backToDetails: 'Back to Details',
  paymentMethod: 'Payment Method',
  selectedMethod: 'Card / UPI / Net Banking',
  selected: commonMessages.selected,
  comingSoonMethods: ['Wallets', 'EMI', 'Pay Later'],
  comingSoon: 'Coming soon',
} as const)

/** The order as reviewed and paid: the labels of its lines, schedule, place and total. */
export const orderSummaryMessages = translatable('orderSummaryMessages', {
  package: detailLabels.package,
  offerings: detailLabels.offerings,
  dateTime: commonMessages.dateTime,
  location: detailLabels.location,
  temple: detailLabels.temple,
  total: commonMessages.total,
  /** For a visitor outside India. */
  charged: (rupees: string) => `Payments are made in Indian rupees: you will be charged ${rupees}.`,
} as const)

/** SPEC §5's field errors of the contact and personal details forms. */
export const bookingFormMessages = translatable('bookingFormMessages', {
  nameRequired: commonMessages.nameRequired,
  whatsappNumberRequired: 'WhatsApp number is required',
  invalidWhatsappNumber: 'Please enter a valid 10-digit phone number',
  /** A personal details field left empty, by field. */
  required: {
    fullName: FULL_NAME_REQUIRED,
    gotra: GOTRA_REQUIRED,
    address: 'Address is required',
    city: 'City is required',
    state: 'State is required',
    pincode: 'Pincode is required',
  },
  invalidPincode: 'Please enter a valid 6-digit pincode',
  /** A family member's row: the same name and gotra messages, and a relation to choose. */
  member: {
    name: FULL_NAME_REQUIRED,
    gotra: GOTRA_REQUIRED,
    relation: 'Relation is required',
  },
} as const)

/** SPEC §5's payment prerequisites: the first unmet one's message. */
export const paymentPrerequisiteMessages = translatable('paymentPrerequisiteMessages', {
  missingPackage: 'Missing package or puja information',
  noOfferings: 'No offerings selected',
  whatsappNumberRequired: 'Please provide your WhatsApp number before proceeding with payment',
  /** Not signed in, by the kind booked. */
  authentication: {
    puja: 'Authentication required for pooja orders. Please sign in to continue.',
    chadava: 'Authentication required for chadava orders. Please sign in to continue.',
  },
} as const)
