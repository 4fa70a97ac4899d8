/** The shell around every page (SPEC §2): the header and its navigation, the location badge and the footer. */
import { catalog } from '../catalog'
import { commonMessages, serviceNames } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/app.ts', { import: 'default' }))

/** The navigation's items, in the header and the mobile menu. */
export const navigationMessages = translatable('navigationMessages', {
  home: 'Home',
  puja: serviceNames.puja,
  chadava: serviceNames.chadava,
  horoscope: 'Horoscope',
  about: 'About',
  contact: 'Contact',
} as const)

/** The header: the logo link, the two navigation landmarks and the menu toggle. */
export const headerMessages = translatable('headerMessages', {
  homeLink: (productName: string) => `${productName} home`,
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The first link of every page, shown when focused: past the header's links to the page itself. */
  skipToContent: 'Skip to main content',
} as const)

/** The visitor's country in the header (SPEC §2). */
export const locationBadgeMessages = translatable('locationBadgeMessages', {
  detecting: 'Detecting your location',
  /** SPEC §2: no country was found. */
  global: 'Global',
  yourLocation: (country: string) => `Your location: ${country}`,
} as const)

/** The footer: the line about us, the link groups and the copyright. */
export const footerMessages = translatable('footerMessages', {
  about:
    'Pujas and chadava offered in your name at real temples by verified priests, with a video on WhatsApp, prasad and a certificate — wherever in the world you are.',
  servicesTitle: 'Services',
  onlinePujaBooking: 'Online Puja Booking',
  /** Not in SPEC's footer: without it the blog had no link anywhere on the site. */
  blog: 'Blog',
  legalTitle: 'Legal',
  privacyPolicy: commonMessages.privacyPolicy,
  termsConditions: commonMessages.termsConditions,
  contactTitle: navigationMessages.contact,
  copyright: (year: number, productName: string) => `© ${year} ${productName}. All rights reserved.`,
} as const)

/** The page's title and description (the `<head>`), and the language switch in the header and the mobile menu. */
export const documentMessages = translatable('documentMessages', {
  title: 'Sankalp — Virtual Puja, Chadava and Horoscope',
  /** The title of a page that names itself: a puja's, an article's, About Us. */
  pageTitle: (name: string) => `${name} — Sankalp`,
  description:
    'Book pujas at real temples, offer chadava, read your daily horoscope and consult an astrologer — performed in your name, wherever you live.',
  languageSwitch: 'Language',
} as const)

/** A page that could not be shown: its code did not arrive (a dropped connection, or a release since it opened). */
export const pageFailureMessages = translatable('pageFailureMessages', {
  text: 'This page could not be loaded. Please check your connection and try again.',
} as const)
