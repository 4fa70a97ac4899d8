/**
 * The whole family in one sankalp: the family rows a booking takes beyond the devotee (a package for N persons takes
 * N - 1 of them) and the family a signed-in devotee saves on the profile. Each row is a name, a relation and a gotra,
 * each required, with SPEC §5's name and gotra messages. Pure: the booking and profile machines keep the rows and
 * errors.
 */
import { familyMemberSchema, SANKALP_NAMES_MAX } from '../../api/contract/devotee'
import type { FamilyMember, PersonalDetails, SankalpName } from '../../api/contract/devotee'
import { bookingFormMessages } from '../../content/messages/booking'
import type { FieldErrors } from '../booking/bookingForm'
import { textOf } from '../../content/text'

type FamilyRelation = FamilyMember['relation']
export type MemberField = keyof FamilyMember

/** A row as typed: the relation is '' until one is chosen. */
export interface MemberDraft {
  name: string
  relation: FamilyRelation | ''
  gotra: string
}

export type MemberErrors = FieldErrors<MemberField>[]

/**
 * The relations a family member may have (every one but the devotee's own 'self'), in the order the select lists them.
 */
export const FAMILY_RELATIONS: readonly FamilyRelation[] = familyMemberSchema.shape.relation.options

/** How many saved family members a profile keeps. */
export const SAVED_FAMILY_MAX = SANKALP_NAMES_MAX

export const emptyMember: MemberDraft = { name: '', relation: '', gotra: '' }

function isFamilyRelation(value: string): value is FamilyRelation {
  return (FAMILY_RELATIONS as readonly string[]).includes(value)
}

/** The rows with one more empty row, unless `max` are there already. */
export function addMember(members: readonly MemberDraft[], max: number): MemberDraft[] {
  return members.length < max ? [...members, emptyMember] : [...members]
}

interface MemberRows {
  members: MemberDraft[]
  errors: MemberErrors
}

/** The rows without row `index`; the errors of the rows after it move up with them. */
export function removeMember({ members, errors }: MemberRows, index: number): MemberRows {
  return {
    members: members.filter((_, position) => position !== index),
    errors: errors.filter((_, position) => position !== index),
  }
}

/** Row `index` with `field` changed (a relation that is not a family relation reads as none); its error clears. */
export function changeMember(
  { members, errors }: MemberRows,
  index: number,
  field: MemberField,
  value: string,
): MemberRows {
  if (index < 0 || index >= members.length) return { members: [...members], errors: [...errors] }
  const next = field === 'relation' ? (isFamilyRelation(value) ? value : '') : value
  return {
    members: members.map((member, position) => (position === index ? { ...member, [field]: next } : member)),
    errors: errors.map((rowErrors, position) => {
      if (position !== index) return rowErrors
      const { [field]: _cleared, ...rest } = rowErrors
      return rest
    }),
  }
}

function isBlank(member: MemberDraft): boolean {
  return !member.name.trim() && !member.relation && !member.gotra.trim()
}

function isSameMember(draft: MemberDraft, member: FamilyMember): boolean {
  return draft.name.trim() === member.name && draft.relation === member.relation
}

/** Whether a saved member is already one of the rows (by name and relation). */
export function hasMember(members: readonly MemberDraft[], member: FamilyMember): boolean {
  return members.some((draft) => isSameMember(draft, member))
}

/** The row a picked member goes to: the first blank one, else a new one while there is room; -1 when none. */
function pickIndex(members: readonly MemberDraft[], max: number): number {
  const blank = members.findIndex(isBlank)
  if (blank >= 0) return blank
  return members.length < max ? members.length : -1
}

/** Whether a saved member can still be picked: a blank row, or room for one more. */
export function canPick(members: readonly MemberDraft[], max: number): boolean {
  return pickIndex(members, max) >= 0
}

/**
 * A saved member fills the first blank row, or a new row while there is room; one already in the rows, or no room,
 * changes nothing.
 */
export function pickMember({ members, errors }: MemberRows, member: FamilyMember, max: number): MemberRows {
  const index = hasMember(members, member) ? -1 : pickIndex(members, max)
  if (index < 0) return { members: [...members], errors: [...errors] }
  const nextMembers = [...members]
  nextMembers[index] = { ...member }
  const nextErrors = [...errors]
  nextErrors[index] = {}
  return {
    members: nextMembers,
    errors: Array.from(nextMembers, (_, position) => nextErrors[position] ?? {}),
  }
}

/** Each row's messages: SPEC §5's 'Full name is required' and 'Gotra is required' (trimmed), and a relation. */
export function validateMembers(members: readonly MemberDraft[]): MemberErrors {
  const messages = bookingFormMessages.member
  return members.map((member) => {
    const errors: FieldErrors<MemberField> = {}
    if (!member.name.trim()) errors.name = textOf(messages, 'name')
    if (!member.relation) errors.relation = textOf(messages, 'relation')
    if (!member.gotra.trim()) errors.gotra = textOf(messages, 'gotra')
    return errors
  })
}

export function areMembersValid(members: readonly MemberDraft[]): boolean {
  return validateMembers(members).every((errors) => Object.keys(errors).length === 0)
}

/**
 * Valid rows, trimmed, as they are stored and sent (rows without a relation are left out: they never pass validation).
 */
export function trimMembers(members: readonly MemberDraft[]): FamilyMember[] {
  return members.flatMap(({ name, relation, gotra }) =>
    relation ? [{ name: name.trim(), relation, gotra: gotra.trim() }] : [],
  )
}

/** The sankalp's names: the devotee (their full name and gotra, 'self') first, then the family. */
export function sankalpNamesOf(
  details: Pick<PersonalDetails, 'fullName' | 'gotra'>,
  family: readonly FamilyMember[],
): [SankalpName & { relation: 'self' }, ...FamilyMember[]] {
  return [{ name: details.fullName.trim(), relation: 'self', gotra: details.gotra.trim() }, ...family]
}
