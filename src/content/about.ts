/** Texts and figures of the about page (SPEC §2 About, with the headline figures of SPEC §1). */
import { catalog } from './catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/about.ts', { import: 'default' }))

export const aboutIntro = translatable('aboutIntro', {
  title: 'About Sankalp',
  subtitle:
    'Bringing the blessings of India’s temples to devotees everywhere, through authentic rituals performed by verified priests in your name.',
})

export const whatWeAre: readonly string[] = translatable('whatWeAre', [
  'Sankalp is a spiritual-services platform that connects devotees and spiritual seekers around the world with verified temples and experienced priests across India. Whether you live in another city or on another continent, you can have a puja performed or an offering made at a sacred temple, in your name and with your own sankalp.',
  'We act as a careful intermediary. We work with each temple and priest to arrange the ritual, take your name, gotra and intention to the priest, and send you a video of the ritual on WhatsApp within 3-4 days, together with prasad and a certificate of completion.',
])

interface AboutService {
  title: string
  description: string
  to: string
  linkLabel: string
}

export const aboutServices: readonly AboutService[] = translatable('aboutServices', [
  {
    title: 'Puja Services',
    description:
      'Book pujas performed by expert priests at renowned temples, with the sankalp taken in your name.',
    to: '/virtual-puja',
    linkLabel: 'Explore pujas',
  },
  {
    title: 'Chadava Offerings',
    description:
      'Offer flowers, sweets, cloth and other sacred items at a temple, with a video of your offering.',
    to: '/chadava',
    linkLabel: 'Explore chadava',
  },
  {
    title: 'Daily Horoscope',
    description:
      'Read the day’s guidance for your zodiac sign and book a personal consultation with an astrologer.',
    to: '/horoscope',
    linkLabel: 'Read your horoscope',
  },
  {
    title: 'Sacred Donations',
    description: 'Support temples, gaushalas and annadanam seva, and share in the merit of giving.',
    to: '/donation',
    linkLabel: 'Learn about donations',
  },
])

interface ImpactFigure {
  value: string
  label: string
}

/** SPEC §1 gives 50,000+ devotees and 500+ pujas; services delivered and countries served are the owner's figures. */
export const impactFigures: readonly ImpactFigure[] = translatable('impactFigures', [
  { value: '50,000+', label: 'Customers Served' },
  { value: '75,000+', label: 'Services Delivered' },
  { value: '500+', label: 'Pujas Completed' },
  { value: '30+', label: 'Countries Served' },
])

export const whyChoose: readonly { title: string; text: string }[] = translatable('whyChoose', [
  {
    title: '100% Authentic Rituals',
    text: 'Every puja follows the temple’s own tradition and is performed by its priests.',
  },
  {
    title: '50+ Expert Priests',
    text: 'Experienced, verified priests who recite your name, gotra and wish in the sankalp.',
  },
  { title: '4.9 Star Rating', text: 'Rated 4.9 by devotees who have booked pujas and offerings with us.' },
  {
    title: '24/7 Service',
    text: 'Book at any hour from anywhere; our team answers messages within 24 hours.',
  },
  {
    title: 'Video within 3-4 Days',
    text: 'A video of your ritual on WhatsApp, with prasad and a completion certificate.',
  },
  {
    title: '100% Authentic Items',
    text: 'Offerings sourced for the temple and presented exactly as you choose.',
  },
])

export const howItWorks: readonly { title: string; text: string }[] = translatable('howItWorks', [
  {
    title: 'Choose a service',
    text: 'Pick a puja, a chadava offering or a consultation, and the package that suits you.',
  },
  {
    title: 'Share your details',
    text: 'Tell us your name, gotra and intention so the priest can take the sankalp for you.',
  },
  {
    title: 'The ritual is performed',
    text: 'Verified priests perform the ritual at the temple on the scheduled date.',
  },
  {
    title: 'Receive the blessings',
    text: 'Get the video on WhatsApp within 3-4 days, followed by prasad and a certificate.',
  },
])

export const missionAndVision = translatable('missionAndVision', {
  mission:
    'To make authentic temple worship accessible to every devotee, wherever they live, with honesty about what is done, care for tradition and respect for the temples and priests who keep it alive.',
  vision:
    'A world in which distance never stands between a devotee and the divine, and in which every offering made through us also supports India’s temples, priests and sacred traditions.',
})
