/**
 * SPEC §2's puja and chadava lists, a puja's or chadava's time, and what a list or detail page shows when its list
 * cannot be loaded (SPEC §7/§8). The detail pages' own texts are in `catalogueDetail.ts`.
 */
import { catalog } from '../catalog'
import { serviceNames } from './common'
import type { FailureTexts } from './failureTexts'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/catalogue.ts', { import: 'default' }))

export const pujaListFailures = translatable<FailureTexts>('pujaListFailures', {
  http: 'Failed to fetch puja services',
  refused: 'Failed to load puja services',
  unreachable: 'Failed to fetch puja services',
})

export const chadavaListFailures = translatable<FailureTexts>('chadavaListFailures', {
  http: 'Failed to fetch chadava services',
  refused: 'Failed to load chadava services',
  unreachable: 'Failed to fetch chadava services',
})

/** /virtual-puja: the hero and the list's loading and empty states. */
export const pujaListMessages = translatable('pujaListMessages', {
  title: 'Virtual Puja Services',
  subtitle:
    'Book a puja at a sacred temple, performed by experienced priests in your name. Watch the video on WhatsApp within 3-4 days.',
  pujasAvailable: (count: number) => `${count} ${count === 1 ? 'Puja' : 'Pujas'} Available`,
  priests: '50+ Expert Priests',
  rating: '4.9 ★ Rating',
  loading: 'Loading sacred puja services...',
  empty: 'No puja services are available right now. Please check back soon.',
} as const)

/** One puja on the list: its booking link and SPEC §2's Today / Upcoming / Available badge. */
export const pujaCardMessages = translatable('pujaCardMessages', {
  book: 'Book This Puja',
  availability: { today: 'Today', upcoming: 'Upcoming', available: 'Available' },
} as const)

/** /chadava: the hero and the list's loading and empty states. */
export const chadavaListMessages = translatable('chadavaListMessages', {
  title: serviceNames.chadavaOfferings,
  subtitle:
    'Offer sacred items at revered temples, placed before the deity by the temple priests in your name.',
  services: (count: number) => `${count} ${count === 1 ? 'Service' : 'Services'}`,
  alwaysOpen: '24/7 Service Available',
  authentic: '100% Authentic Items',
  loading: 'Loading sacred offerings...',
  empty: 'No chadava services are available right now. Please check back soon.',
} as const)

/** One chadava service on the list. */
export const chadavaCardMessages = translatable('chadavaCardMessages', {
  book: 'Book This Chadava',
  benefits: 'Benefits',
} as const)

/** A list or detail page whose catalogue could not be loaded (SPEC §8), above the message and Try Again. */
export const catalogueErrorMessages = translatable('catalogueErrorMessages', {
  title: 'Error Loading Services',
} as const)

/** A puja's or chadava's time, in the temple's time zone. */
export const scheduleMessages = translatable('scheduleMessages', {
  templeTime: (time: string) => `${time} IST`,
  /** Read after the temple's time by a visitor outside India: their own time, with its day where that differs. */
  localTimeLabel: (localTime: string) => `${localTime} (your time)`,
} as const)
