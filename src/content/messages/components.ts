/**
 * The shared components' own texts (src/components): the page loader, prices, the image slideshow, the countdown,
 * Add to calendar and the names of a sankalp.
 */
import { personalDetailsLabels, relationLabels } from './common'

/** The spinner shown while a page loads. */
export const pageLoaderMessages = {
  loading: 'Loading...',
} as const

/** A price while the visitor's location (and so the currency) is being detected. */
export const priceTagMessages = {
  loading: 'Loading price',
} as const

/** The picture viewer of the detail pages: its images, dots, thumbnails and arrows. */
export const imageSlideshowMessages = {
  label: (alt: string) => `${alt} images`,
  image: (alt: string, position: number, count: number) => `${alt}, image ${position} of ${count}`,
  showImage: (position: number, count: number) => `Show image ${position} of ${count}`,
  thumbnail: (position: number, count: number) => `Thumbnail ${position} of ${count}`,
  previous: 'Previous image',
  next: 'Next image',
} as const

/** The countdown's units (SPEC §9). */
export const countdownMessages = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
} as const

/** After a booking: the ritual in the devotee's own calendar (.ics file or Google Calendar). */
export const addToCalendarMessages = {
  title: 'Add to calendar',
  text: 'Keep the time of your puja in your calendar, in your own time zone.',
  download: 'Download .ics file',
  google: 'Google Calendar',
  failed: 'The calendar file could not be made. Please try again.',
  eventTitle: (service: string) => `${service} (Sankalp)`,
  eventDescription: (orderId: string, place: string) =>
    `Order ID: ${orderId}. Performed at ${place} in your name; the time is the temple's (IST), shown in your own time zone.`,
  fileName: (orderId: string) => `sankalp-${orderId}.ics`,
} as const

/** The names read in a sankalp (the booking review, order cards, the order page), and a family member's fields. */
export const sankalpNamesMessages = {
  title: 'Names in the Sankalp',
  entry: (name: string, relation: string, gotra: string) => `${name} · ${relation} · ${gotra} gotra`,
  relations: relationLabels,
} as const

/** One family member's row: name, relation and gotra, and Remove. */
export const familyMemberFieldsMessages = {
  group: (position: number) => `Family member ${position}`,
  name: personalDetailsLabels.fullName,
  relation: 'Relation',
  relationPlaceholder: 'Choose a relation',
  gotra: personalDetailsLabels.gotra,
  remove: 'Remove',
  removeLabel: (position: number) => `Remove family member ${position}`,
  add: 'Add a family member',
  relations: relationLabels,
} as const
