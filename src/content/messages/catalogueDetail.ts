/**
 * SPEC §2's puja and chadava detail pages: the header, the about sections, the packages, the offerings and the cart.
 */
import { catalog } from '../catalog'
import { chadavaCardMessages, chadavaListMessages, pujaListMessages } from './catalogue'
import { commonMessages } from './common'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/catalogueDetail.ts', { import: 'default' }),
)

interface StepText {
  title: string
  text: string
}

const RECEIVE_BLESSINGS = 'Receive Blessings'
const shareYourDetails: StepText = {
  title: 'Share Your Details',
  text: 'Give the names and gotra to be taken in the sankalp.',
}

/** 'How This Puja Works': the four steps of SPEC §2 (never the section's own headings, which a reader looks for). */
const pujaSteps: StepText[] = [
  { title: 'Pick a Package', text: 'For yourself, for a couple or for your whole family.' },
  shareYourDetails,
  { title: 'Puja Is Performed', text: 'Experienced priests perform the puja at the temple in your name.' },
  {
    title: RECEIVE_BLESSINGS,
    text: 'Get the puja video on WhatsApp within 3-4 days, with prasad and a certificate.',
  },
]

/** 'How This Chadava Works'. */
const chadavaSteps: StepText[] = [
  { title: 'Add Your Offerings', text: 'The sacred items you wish to offer to the deity.' },
  shareYourDetails,
  {
    title: 'Offered at the Temple',
    text: 'The temple priests place your offerings before the deity in your name.',
  },
  {
    title: RECEIVE_BLESSINGS,
    text: 'Get the video on WhatsApp within 3-4 days, with prasad and a certificate.',
  },
]

/** /virtual-puja/:pujaId: loading, not found, the header, the about sections, the packages and how it works. */
export const pujaDetailMessages = translatable('pujaDetailMessages', {
  loading: pujaListMessages.loading,
  notFoundTitle: 'Puja Not Found',
  notFoundMessage: 'We could not find this puja. It may have been removed or the link may be incomplete.',
  browseAll: 'Browse All Pujas',
  back: 'All Pujas',
  packagePrice: (packageName: string) => `${packageName} price`,
  packagesAvailable: (count: number) => `${count} ${count === 1 ? 'package' : 'packages'} available`,
  countdown: 'Puja begins in',
  countdownPast: 'This puja has already taken place',
  bookingClosed: 'Booking has closed: the priests have performed this puja.',
  about: 'About This Puja',
  benefits: 'Key Benefits',
  choosePackage: 'Choose Your Package',
  howItWorks: 'How This Puja Works',
  steps: pujaSteps,
} as const)

/** One package of 'Choose Your Package'. */
export const packageCardMessages = translatable('packageCardMessages', {
  persons: (persons: number) => `For ${persons} ${persons === 1 ? 'person' : 'persons'}`,
  select: 'Select',
  selected: commonMessages.selected,
  /** The button's accessible name: its text ('Select' or 'Selected') and the package. */
  buttonLabel: (buttonText: string, packageName: string) => `${buttonText} ${packageName}`,
} as const)

/** /chadava/:chadavaId: loading, not found, the header, the about sections, the offerings and how it works. */
export const chadavaDetailMessages = translatable('chadavaDetailMessages', {
  loading: chadavaListMessages.loading,
  notFoundTitle: 'Chadava Not Found',
  notFoundMessage:
    'We could not find this chadava service. It may have been removed or the link may be incomplete.',
  browseAll: 'Browse All Chadava',
  back: 'All Chadava',
  offeringsAvailable: (count: number) => `${count} ${count === 1 ? 'offering' : 'offerings'} available`,
  about: 'About This Chadava',
  benefits: chadavaCardMessages.benefits,
  /** 'About the Temple' of a chadava: the data has no temple text, so a generic one. */
  templeText:
    "Your offerings are placed before the deity by the temple's own priests, following the temple's traditions, with a sankalp taken in your name and gotra. Every item is sourced fresh and offered with devotion.",
  chooseOfferings: 'Choose Your Offerings',
  howItWorks: 'How This Chadava Works',
  steps: chadavaSteps,
} as const)

/** One offering of 'Choose Your Offerings'. */
export const offeringCardMessages = translatable('offeringCardMessages', {
  info: (name: string) => `About ${name}`,
  add: 'Add',
  remove: 'Remove',
  /** The button's accessible name: its text ('Add' or 'Remove') and the offering. */
  buttonLabel: (buttonText: string, name: string) => `${buttonText} ${name}`,
} as const)

/** The cart that floats over the chadava detail (SPEC §2, §9). */
export const floatingCartMessages = translatable('floatingCartMessages', {
  label: 'Selected offerings',
  title: 'Your Offerings',
  /** After the count, for screen readers. */
  selected: 'selected',
  clearAll: 'Clear All',
  moreItems: (hidden: number) => `+${hidden} more items`,
  noOffering: 'Please select at least one offering before proceeding.',
  proceed: 'Proceed to Booking',
} as const)

/** The shared parts of a detail page: Book Now, and the About the Temple section. */
export const detailHeaderMessages = translatable('detailHeaderMessages', {
  bookNow: 'Book Now',
  aboutTemple: 'About the Temple',
} as const)
