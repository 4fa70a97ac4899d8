import type { CatalogOf } from '../../catalog'
import type * as english from '../family'
import common from './common'

const { personalDetailsLabels, relationLabels } = common

export default {
  sankalpNamesMessages: {
    title: 'संकल्प में लिए जाने वाले नाम',
    entry: (name: string, relation: string, gotra: string) => `${name} · ${relation} · ${gotra} गोत्र`,
    relations: relationLabels,
  },
  familyMemberFieldsMessages: {
    group: (position: number) => `परिवार का सदस्य ${position}`,
    name: personalDetailsLabels.fullName,
    relation: 'रिश्ता',
    relationPlaceholder: 'रिश्ता चुनें',
    gotra: personalDetailsLabels.gotra,
    remove: 'हटाएँ',
    removeLabel: (position: number) => `परिवार का सदस्य ${position} हटाएँ`,
    add: 'परिवार का सदस्य जोड़ें',
    relations: relationLabels,
  },
} satisfies CatalogOf<typeof english>
