import type { Step } from '../../components/catalogue/HowItWorks'

/** SPEC §2: the static 4-step explainer. */
export const horoscopeSteps: Step[] = [
  { title: 'Choose Your Sign', text: 'Pick your zodiac sign from the list of twelve, from Aries to Pisces.' },
  { title: 'Read Your Daily Reading', text: 'See today’s overview, love, career, health and your lucky elements, or pick another date.' },
  { title: 'Get a Detailed Analysis', text: 'Book a 10 or 20 minute consultation for a reading of your own birth chart.' },
  { title: 'Receive Expert Guidance', text: 'An experienced astrologer calls you at your chosen time with remedies and advice.' },
]
