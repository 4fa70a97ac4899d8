/**
 * SPEC §2 "About": the about page's headings, leads and calls (its long texts and figures are in src/content/about.ts).
 */
import { catalog } from '../catalog'
import { commonMessages } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/about.ts', { import: 'default' }))

/** The about page itself: hero line, What We Are, mission and vision, and the closing call. */
export const aboutPageMessages = translatable('aboutPageMessages', {
  eyebrow: 'Our story',
  whatWeAreTitle: 'What We Are',
  missionTitle: 'Our Mission',
  visionTitle: 'Our Vision',
  closingTitle: 'Begin Your Spiritual Journey',
  closingText: 'Book a puja at a temple you love, or write to us with any question about our services.',
} as const)

/** Our Services: the four service cards. */
export const aboutServicesMessages = translatable('aboutServicesMessages', {
  title: 'Our Services',
  lead: 'Four ways to bring the temple closer to you.',
  link: (linkLabel: string, title: string) => `${linkLabel}: ${title}`,
} as const)

/** Our Impact: the headline figures. */
export const impactFiguresMessages = translatable('impactFiguresMessages', {
  title: 'Our Impact',
} as const)

/** Why Choose Sankalp: the six reasons. */
export const aboutWhyChooseUsMessages = translatable('aboutWhyChooseUsMessages', {
  title: 'Why Choose Sankalp',
} as const)

/** How It Works: the four steps. */
export const aboutHowItWorksMessages = translatable('aboutHowItWorksMessages', {
  title: commonMessages.howItWorks,
  lead: 'From your booking to the temple and back to you, in four steps.',
} as const)
