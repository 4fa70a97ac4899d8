import type { Step } from '../../components/catalogue/HowItWorks'

/** 'How This Puja Works': the four steps of SPEC §2. */
export const pujaSteps: Step[] = [
  { title: 'Choose Your Package', text: 'Pick the package for yourself, your couple or your whole family.' },
  { title: 'Share Your Details', text: 'Give the names and gotra to be taken in the sankalp.' },
  { title: 'Puja Is Performed', text: 'Experienced priests perform the puja at the temple in your name.' },
  {
    title: 'Receive Blessings',
    text: 'Get the puja video on WhatsApp within 3-4 days, with prasad and a certificate.',
  },
]
