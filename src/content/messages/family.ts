/** The whole family in one sankalp (src/components/family): the names read and a family member's fields. */
import { catalog } from '../catalog'
import { personalDetailsLabels, relationLabels } from './common'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/family.ts', { import: 'default' }))

/** The names read in a sankalp (the booking review, order cards, the order page), and a family member's fields. */
export const sankalpNamesMessages = translatable('sankalpNamesMessages', {
  title: 'Names in the Sankalp',
  entry: (name: string, relation: string, gotra: string) => `${name} · ${relation} · ${gotra} gotra`,
  relations: relationLabels,
} as const)

/** One family member's row: name, relation and gotra, and Remove. */
export const familyMemberFieldsMessages = translatable('familyMemberFieldsMessages', {
  group: (position: number) => `Family member ${position}`,
  name: personalDetailsLabels.fullName,
  relation: 'Relation',
  relationPlaceholder: 'Choose a relation',
  gotra: personalDetailsLabels.gotra,
  remove: 'Remove',
  removeLabel: (position: number) => `Remove family member ${position}`,
  add: 'Add a family member',
  relations: relationLabels,
} as const)
