import { NOT_SET } from '../../api/contract/profile'
import { isEmailAddress } from '../email'
import type { MemberDraft } from '../family/familyMembers'

/** The editable part of a profile; '' means not set (shown as 'Not set'). */
export interface ProfileValues {
  displayName: string
  emailAddress: string
  accountCreated: string
  /** The family saved for the next sankalp (rows as typed while editing). */
  familyMembers: MemberDraft[]
}

export const EMPTY_PROFILE: ProfileValues = {
  displayName: '',
  emailAddress: '',
  accountCreated: '',
  familyMembers: [],
}

/** A stored value, with the 'Not set' placeholder read back as empty. */
export function storedValue(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? ''
  return trimmed === NOT_SET ? '' : trimmed
}

/** An e-mail may be left empty; otherwise it must be an address. */
export function isValidEmail(value: string): boolean {
  return value.trim() === '' || isEmailAddress(value)
}
