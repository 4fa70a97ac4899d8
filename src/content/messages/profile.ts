/** SPEC §5/§8: what the profile page shows. */
import { catalog } from '../catalog'
import { commonMessages, failureMessages } from './common'
import type { FailureTexts } from './failureTexts'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/profile.ts', { import: 'default' }))

/** A profile that could not be saved reads SPEC's generic message. */
export const profileSaveFailures = translatable<FailureTexts>('profileSaveFailures', {
  http: failureMessages.genericError,
  refused: failureMessages.genericError,
  unreachable: failureMessages.genericError,
})

/** The signed-in user's profile (SPEC §2): view mode with Edit, edit mode with Save Changes and Cancel. */
export const profileMessages = translatable('profileMessages', {
  title: commonMessages.myProfile,
  memberSinceLine: (memberSince: string) => `Devotee since ${memberSince}`,
  /** The avatar's letter when there is no display name. */
  initialFallback: 'U',
  loading: 'Loading your profile',
  /** SPEC §2: what a missing value shows. */
  notSet: 'Not set',
  displayName: 'Display Name',
  displayNamePlaceholder: 'Your name',
  phoneNumberHelp: 'Your phone number cannot be changed',
  emailAddress: 'Email Address',
  accountCreated: 'Account Created',
  memberSince: 'Member Since',
  save: 'Save Changes',
  edit: 'Edit',
  /** The family saved for the next sankalp. */
  savedFamily: 'Saved Family',
  savedFamilyHelp: 'Save your family once and pick them when you book a puja for more than one person.',
  noFamily: 'No family members saved yet.',
} as const)

/** SPEC §2: the profile page of a signed-out visitor. */
export const profileSignedOutMessages = translatable('profileSignedOutMessages', {
  title: 'Please Sign In',
  text: 'Sign in with your phone number to view and edit your profile.',
  /** Not 'Sign In': the header's button says that, and a page's own should not be mistaken for it. */
  signIn: 'Continue with Phone Number',
} as const)
