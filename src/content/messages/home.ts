/** SPEC §2 "Home": what the home page shows. */
import { catalog } from '../catalog'
import { commonMessages, serviceNames } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/home.ts', { import: 'default' }))

/** The hero beside the temple carousel. */
export const homeHeroMessages = translatable('homeHeroMessages', {
  eyebrow: 'Pujas at real temples, offered in your name',
  title: 'Experience Divine Blessings from Sacred Temples, Wherever You Are',
  text: "Book a virtual puja or offer chadava at India's revered temples. Experienced priests perform every ritual with a sankalp in your name, and you receive the video on WhatsApp within 3-4 days, with prasad and a certificate.",
} as const)

/** The hero's and the closing section's two calls. */
export const bookingCallsMessages = translatable('bookingCallsMessages', {
  offerChadava: 'Offer Chadava',
} as const)

/** The temple carousel (SPEC §9). */
export const templeCarouselMessages = translatable('templeCarouselMessages', {
  label: 'Temple images',
  image: (position: number, count: number) => `Temple view ${position} of ${count}`,
  showImage: (position: number, count: number) => `Show temple image ${position} of ${count}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const)

/** Our Sacred Services: the three service cards and the Contact Us line. */
export const homeServicesMessages = translatable('homeServicesMessages', {
  title: 'Our Sacred Services',
  text: 'Everything you need to stay close to the divine, from wherever you are.',
  puja: {
    title: serviceNames.puja,
    badge: commonMessages.featured,
    text: 'Virtual pujas performed by expert priests at sacred temples, with a sankalp in your name and gotra.',
    action: 'Explore Pujas',
  },
  chadava: {
    title: serviceNames.chadavaOfferings,
    badge: 'New',
    text: 'Offer flowers, sweets, diyas and chunris at the temple, placed before the deity on your behalf.',
    action: 'Explore Chadava',
  },
  horoscope: {
    title: serviceNames.dailyHoroscope,
    badge: 'Trending',
    text: 'Daily readings for all twelve zodiac signs, and personal consultations with expert astrologers.',
    action: 'Read Horoscope',
  },
  notSure: 'Not sure which service is right for you?',
} as const)

/** Why Choose Us, with SPEC §1 and §9's figures. */
export const homeWhyChooseUsMessages = translatable('homeWhyChooseUsMessages', {
  title: 'Why Choose Us',
  text: 'Devotion, authenticity and care in every offering.',
  stats: [
    {
      value: '50,000+',
      label: 'Devotees Served',
      text: 'Families across the world trust us with their prayers.',
    },
    {
      value: '500+',
      label: 'Pujas Performed',
      text: '100% authentic rituals, following each temple’s traditions.',
    },
    {
      value: '50+',
      label: 'Expert Priests',
      text: 'Learned priests at verified temples perform every ritual.',
    },
    {
      value: '4.9 ★',
      label: 'Devotee Rating',
      text: '24/7 service, with a video of your puja within 3-4 days.',
    },
  ],
} as const)

/** The closing call to action. */
export const closingCallMessages = translatable('closingCallMessages', {
  title: 'Begin Your Spiritual Journey Today',
  text: "Join over 50,000 devotees who receive blessings from India's sacred temples.",
  bookPuja: 'Book a Puja Now',
} as const)
