import type { Step } from '../../components/catalogue/HowItWorks'

/** 'How This Chadava Works'. */
export const chadavaSteps: Step[] = [
  { title: 'Choose Your Offerings', text: 'Add the sacred items you wish to offer to the deity.' },
  { title: 'Share Your Details', text: 'Give the names and gotra to be taken in the sankalp.' },
  {
    title: 'Offered at the Temple',
    text: 'The temple priests place your offerings before the deity in your name.',
  },
  {
    title: 'Receive Blessings',
    text: 'Get the video on WhatsApp within 3-4 days, with prasad and a certificate.',
  },
]
