import type { CatalogOf } from '../../catalog'
import type * as english from '../account'
import common from './common'

const { commonMessages } = common

export default {
  accountMessages: {
    checking: commonMessages.checkingSignIn,
    signIn: commonMessages.signIn,
    fallbackLabel: commonMessages.user,
    menuLabel: (label: string) => `${label} का खाता मेन्यू`,
    profile: commonMessages.myProfile,
    poojaOrders: 'पूजा ऑर्डर',
    chadavaOrders: 'चढ़ावा ऑर्डर',
    signOut: 'साइन आउट करें',
  },
} satisfies CatalogOf<typeof english>
