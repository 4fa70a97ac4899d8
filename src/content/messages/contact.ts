/** SPEC §2 "Contact" and §5's contact form: what the contact page shows. */
import { siteConfig } from '../../config'
import { catalog } from '../catalog'
import { commonMessages, detailLabels, serviceNames } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/contact.ts', { import: 'default' }))

/** The contact page's hero (its title is the shared 'Contact Us'). */
export const contactPageMessages = translatable('contactPageMessages', {
  eyebrow: 'We are here to help',
  subtitle:
    'Questions about a puja, a chadava offering, a consultation or your order? Write to us and our team will respond within 24 hours.',
} as const)

/** The contact form: its fields, subjects, field errors, and its sent and failed notices. */
export const contactFormMessages = translatable('contactFormMessages', {
  title: 'Write to Us',
  requiredNote: 'Fields marked * are required.',
  name: detailLabels.name,
  email: detailLabels.email,
  phone: 'Phone (optional)',
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  message: 'Message',
  send: 'Send Message',
  thankYou: 'Thank you for your message. We will respond within 24 hours.',
  failure: 'We could not send your message. Your text is kept: please try again.',
  nameRequired: commonMessages.nameRequired,
  subjectRequired: 'Please choose a subject',
  messageRequired: 'Message is required',
  /** SPEC §5: the six subjects' labels. */
  subjects: {
    'virtual-puja': 'Virtual Puja Booking',
    chadava: serviceNames.chadavaOfferings,
    donation: 'Donations',
    horoscope: 'Horoscope & Astrology Consultation',
    technical: 'Technical Support',
    other: 'Other',
  },
} as const)

/** The Get in Touch card beside the form. */
export const contactInfoMessages = translatable('contactInfoMessages', {
  title: 'Get in Touch',
  phone: detailLabels.phone,
  email: detailLabels.email,
  officeAddress: 'Office Address',
  officeHours: 'Office Hours',
  officeTime: siteConfig.officeHours,
  officeDays: siteConfig.officeDays,
  virtualServices: 'Virtual Services',
  virtualServicesText: 'Online puja and chadava booking is available 24/7.',
} as const)
