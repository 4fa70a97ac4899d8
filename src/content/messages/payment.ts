/** SPEC §8's payment messages, and what each payment call's failures read. */
import { catalog } from '../catalog'
import { commonMessages } from './common'
import type { FailureTexts } from './failureTexts'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/payment.ts', { import: 'default' }))

const PAYMENT_INITIATE_FAILED = 'Failed to initiate payment. Please try again.'
const PAYMENT_EXCEPTION = 'An error occurred while processing payment. Please try again.'
const PAYMENT_STATUS_FAILED = 'Failed to check payment status. Please try again.'

/** SPEC §8's payment messages that the flows show on their own. */
export const paymentFailureMessages = translatable('paymentFailureMessages', {
  paymentInitiateFailed: PAYMENT_INITIATE_FAILED,
  paymentException: PAYMENT_EXCEPTION,
  paymentNotFound: 'This payment could not be found.',
  /** The status page's problem screens (SPEC §8). */
  invalidPaymentData: 'Invalid payment data',
  noPaymentInformation: 'No payment information found',
} as const)

/** Initiation: the server's error, else 'Failed to initiate payment…'; no usable answer 'An error occurred…'. */
export const paymentInitiateFailures = translatable<FailureTexts>('paymentInitiateFailures', {
  http: PAYMENT_INITIATE_FAILED,
  refused: PAYMENT_INITIATE_FAILED,
  unreachable: PAYMENT_EXCEPTION,
  serverReasonFor: ['http', 'refused'],
})

/** A status check that failed (the status page logs it and keeps the status it had). */
export const paymentStatusFailures = translatable<FailureTexts>('paymentStatusFailures', {
  http: PAYMENT_STATUS_FAILED,
  refused: PAYMENT_STATUS_FAILED,
  unreachable: PAYMENT_STATUS_FAILED,
  serverReasonFor: ['refused'],
})

/** The mock gateway's Pay / Fail / Cancel: the server's error, else the payment exception message. */
export const mockGatewayOutcomeFailures = translatable<FailureTexts>('mockGatewayOutcomeFailures', {
  http: PAYMENT_EXCEPTION,
  refused: PAYMENT_EXCEPTION,
  unreachable: PAYMENT_EXCEPTION,
  serverReasonFor: ['http', 'refused'],
})

const PAYMENT_SUCCESSFUL = 'Payment Successful!'
const CHECKING_PAYMENT_STATUS = 'Checking payment status...'
const TRANSACTION_ID = 'Transaction ID'

/** The simulated /payment page (SPEC §2): the invalid request, the method forms, the order summary and success. */
export const paymentPageMessages = translatable('paymentPageMessages', {
  invalidTitle: 'Invalid Payment Request',
  invalidText: 'Please select a service before proceeding to payment.',
  successTitle: PAYMENT_SUCCESSFUL,
  /** What success reads, by the request's type. */
  success: {
    donation:
      'Thank you for your generous donation. Your contribution supports temple services and devotees.',
    chadava:
      'Your offerings will be made at the temple on your behalf. You will receive the video on WhatsApp within 3-4 days.',
    puja: 'A confirmation e-mail with your puja schedule is on its way. You will receive the video on WhatsApp within 3-4 days.',
  },
  transactionId: (transactionId: string) => `${TRANSACTION_ID}: ${transactionId}`,
  /** The order summary's type, for the types the site sends. */
  types: { puja: 'Puja', chadava: 'Chadava', donation: 'Donation' },
  bookAgain: 'Book Again',
  methodLabel: 'Payment method',
  methods: { card: 'Credit/Debit Card', upi: 'UPI', netbanking: 'Net Banking' },
  cardNumber: 'Card Number',
  cardNumberPlaceholder: '1234 5678 9012 3456',
  expiry: 'Expiry (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  cvvPlaceholder: '123',
  cardholderName: 'Cardholder Name',
  upiQrLabel: 'UPI QR code',
  upiQr: 'QR code',
  upiId: 'UPI ID',
  upiIdPlaceholder: 'name@upi',
  bank: 'Select Bank',
  bankPlaceholder: 'Choose your bank',
  banks: ['State Bank of India', 'HDFC', 'ICICI', 'Axis', 'Punjab National Bank'],
  donationTaxNote: 'Donations are eligible for tax deduction under Section 80G of the Income Tax Act.',
  completeDonation: 'Complete Donation',
  paySecurely: 'Pay Securely',
  processing: commonMessages.processingPaymentProgress,
  orderSummary: 'Order Summary',
  service: 'Service',
  type: 'Type',
  itemQuantity: (name: string, quantity: number) => `${name} x ${quantity}`,
} as const)

/** The mock site's stand-in for the payment gateway, and its four outcomes by the state each records. */
export const mockGatewayMessages = translatable('mockGatewayMessages', {
  heading: 'Test payment gateway',
  unavailable: 'The test payment gateway is only available on the mock site.',
  loading: 'Loading payment...',
  payingTo: 'Paying to',
  order: (merchantOrderId: string) => `Order ${merchantOrderId}`,
  outcomes: { COMPLETED: 'Pay', FAILED: 'Fail', CANCELLED: commonMessages.cancel, PENDING: 'Leave pending' },
} as const)

/** /payment/success (SPEC §2): checking, the problem screens, the automatic re-check and the links. */
export const paymentStatusMessages = translatable('paymentStatusMessages', {
  checking: CHECKING_PAYMENT_STATUS,
  invalidDataTitle: 'Error',
  noPaymentDataTitle: 'No Payment Data',
  recheckScheduled: 'We will check again automatically.',
  recheckStopped:
    'The payment is still not confirmed. If money was deducted, it will be confirmed or refunded by your bank.',
  checkAgain: 'Check Again',
  payAgainNote: 'Your booking is kept: pay again without filling it in.',
  payAgain: 'Pay Again',
  backToHoroscope: 'Back to Horoscope',
  backToChadava: 'Back to Chadava',
  backToPujas: 'Back to Pujas',
  viewPoojaOrders: 'View My Pooja Orders',
  viewChadavaOrders: 'View My Chadava Orders',
  home: 'Go to Home',
} as const)

/** The status page's result: SPEC §4's title and message per status, and the payment's figures. */
export const paymentResultMessages = translatable('paymentResultMessages', {
  statuses: {
    SUCCESS: {
      /** The status as the card's Status row reads it. */
      label: 'SUCCESS',
      title: PAYMENT_SUCCESSFUL,
      message: 'Your payment has been processed successfully. Thank you for your booking.',
    },
    PENDING: {
      label: 'PENDING',
      title: 'Payment Pending',
      message: 'Your payment is being processed. Please wait for confirmation.',
    },
    FAILED: {
      label: 'FAILED',
      title: 'Payment Failed',
      message: 'Your payment could not be processed. Please try again.',
    },
    CANCELLED: {
      label: 'CANCELLED',
      title: 'Payment Cancelled',
      message: 'You cancelled the payment. No amount has been charged.',
    },
  },
  /** Any other status. */
  unknown: {
    title: 'Payment Status Unknown',
    message:
      'We could not determine the status of your payment. Please contact support if any amount was charged.',
  },
  checking: CHECKING_PAYMENT_STATUS,
  transactionId: TRANSACTION_ID,
  /** The amount's label once paid; before that, or when nothing was charged, only 'Amount'. */
  amountPaid: 'Amount Paid',
  amount: 'Amount',
  status: 'Status',
  notAvailable: 'N/A',
} as const)

/** The Puja (or Chadava, or Consultation), Personal and Contact details of the session data. */
export const paymentDetailsMessages = translatable('paymentDetailsMessages', {
  pujaDetails: 'Puja Details',
  chadavaDetails: 'Chadava Details',
  consultationDetails: 'Consultation Details',
  consultation: 'Consultation',
  /** SPEC §3's selectedPack, as the status page shows it. */
  consultationPack: (minutes: string) => `${minutes} Minutes Consultation`,
  personalDetails: 'Personal Details',
  contactDetails: commonMessages.contactDetails,
  dateTime: commonMessages.dateTime,
  whatsApp: 'WhatsApp',
} as const)

/** 'Complete Your Booking' (SPEC §4): the personal details after a successful puja or chadava payment. */
export const completeBookingMessages = translatable('completeBookingMessages', {
  title: 'Complete Your Booking',
  text: 'Your payment is confirmed. Please share the details for the sankalp and the prasad delivery.',
  submit: 'Complete Booking',
} as const)

/** 'Order Processing' (SPEC §2): preparing, creating, created, or the failure with Retry. */
export const orderProcessingMessages = translatable('orderProcessingMessages', {
  title: 'Order Processing',
  preparing: 'Preparing your order...',
  awaitingDetails: 'Your order is made as soon as the form above is sent.',
  creating: 'Creating your order...',
  creatingLabel: 'Creating your order',
  createdTitle: 'Order created successfully!',
  created: (shortOrderId: string) =>
    `Your order ${shortOrderId} is being processed. You will receive updates on WhatsApp.`,
  failedTitle: 'Order not created',
  failed: (reason: string) => `Order creation failed: ${reason}`,
  /** The payment went through: what a devotee whose order failed needs to hear first. */
  paymentSafe:
    'Your payment is recorded and safe. Please try once more; if the order still cannot be created, quote the transaction number shown above when you contact us.',
  retry: 'Retry',
  detailsMissingTitle: 'Booking details not found',
  detailsMissing:
    "Your payment is recorded, but this browser does not hold the booking's details. Open this page in the browser you booked in to complete the booking, or quote the transaction number shown above when you contact us.",
  contactUs: 'Contact Us',
  otherAccountTitle: 'Booked with another phone number',
  otherAccount:
    'This booking was made while signed in with another phone number. Sign in with that number to see its details and complete the order. The payment is recorded and safe.',
} as const)

/** SPEC §2: the dialog over the status page once a chadava order exists. */
export const chadavaSuccessMessages = translatable('chadavaSuccessMessages', {
  title: 'Chadava Booked Successfully!',
  offerings: (chadavaName: string | undefined) =>
    chadavaName
      ? `Your offerings for ${chadavaName} will be made at the temple on your behalf.`
      : 'Your offerings will be made at the temple on your behalf.',
  video: 'You will receive the video on WhatsApp within 3-4 days, with prasad and a certificate.',
  bookAnother: 'Book Another Chadava',
} as const)
