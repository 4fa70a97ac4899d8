/**
 * The shared components' own texts (src/components): the page loader, a dialog that could not load, prices, the image
 * slideshow and the countdown. Add to calendar's are in calendar.ts and the sankalp's names' in family.ts, so the
 * first paint does not carry them.
 */
import { catalog } from '../catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/components.ts', { import: 'default' }))

/** The spinner shown while a page loads. */
export const pageLoaderMessages = translatable('pageLoaderMessages', {
  loading: 'Loading...',
} as const)

/**
 * A dialog whose code did not arrive (a dropped connection): said where the dialog would be, with a way to ask again.
 */
export const dialogFailureMessages = translatable('dialogFailureMessages', {
  text: 'This could not be opened. Please check your connection and try again.',
} as const)

/** A price while the visitor's location (and so the currency) is being detected. */
export const priceTagMessages = translatable('priceTagMessages', {
  loading: 'Loading price',
} as const)

/** The picture viewer of the detail pages: its images, dots, thumbnails and arrows. */
export const imageSlideshowMessages = translatable('imageSlideshowMessages', {
  label: (alt: string) => `${alt} images`,
  image: (alt: string, position: number, count: number) => `${alt}, image ${position} of ${count}`,
  showImage: (position: number, count: number) => `Show image ${position} of ${count}`,
  thumbnail: (position: number, count: number) => `Thumbnail ${position} of ${count}`,
  previous: 'Previous image',
  next: 'Next image',
} as const)

/** The countdown's units (SPEC §9), and what each reads on a prerendered page before it is alive. */
export const countdownMessages = translatable('countdownMessages', {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  unknownAmount: '--',
} as const)
