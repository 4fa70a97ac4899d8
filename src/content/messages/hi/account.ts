import type { CatalogOf } from '../../catalog'
import type * as english from '../account'

export default {
  accountMessages: {
    checking: 'साइन इन की जाँच हो रही है',
    signIn: 'साइन इन करें',
    fallbackLabel: 'उपयोगकर्ता',
    menuLabel: (label: string) => `${label} का खाता मेन्यू`,
    profile: 'मेरी प्रोफ़ाइल',
    poojaOrders: 'पूजा ऑर्डर',
    chadavaOrders: 'चढ़ावा ऑर्डर',
    signOut: 'साइन आउट करें',
  },
} satisfies CatalogOf<typeof english>
