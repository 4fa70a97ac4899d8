import { catalog } from '../catalog'
import { commonMessages } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/account.ts', { import: 'default' }))

/** The header's account slot: Sign In for guests, and a signed-in user's menu (SPEC §2). */
export const accountMessages = translatable('accountMessages', {
  checking: commonMessages.checkingSignIn,
  signIn: commonMessages.signIn,
  /** The menu's label when the user has no phone number. */
  fallbackLabel: commonMessages.user,
  menuLabel: (label: string) => `Account menu for ${label}`,
  profile: commonMessages.myProfile,
  poojaOrders: 'Pooja Orders',
  chadavaOrders: 'Chadava Orders',
  signOut: 'Sign Out',
} as const)
