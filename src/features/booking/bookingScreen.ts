/**
 * Which booking panel a machine snapshot shows, and with what: the one mapping from machine state to the dialog's
 * screen, used by the Container and by the stories.
 */
import type { StateValue } from 'xstate'
import type { ContactDetails, FamilyMember, PersonalDetails, SankalpName } from '../../api/contract/devotee'
import type { BookingContext } from '../../../machines/bookingSetup'
import type { PhoneOtpContext } from '../../../machines/phoneOtp.machine'
import type { ContactField, FieldErrors, PersonalField } from '../../domain/booking/bookingForm'
import type { Text } from '../../content/text'
import { familyCapacity } from '../../domain/booking/bookingOrder'
import {
  sankalpNamesOf,
  trimMembers,
  validateMembers,
  type MemberDraft,
  type MemberErrors,
} from '../../domain/family/familyMembers'

export type BookingStep = 1 | 2 | 3 | 4

/** The family's rows of a package for more than one person, and the saved family to pick from. */
export interface FamilyScreen {
  members: MemberDraft[]
  errors: MemberErrors
  /** How many family members the package takes beside the devotee. */
  capacity: number
  saved: FamilyMember[]
}

export type BookingScreen =
  | { name: 'closed' }
  | {
      name: 'contact'
      values: ContactDetails
      errors: FieldErrors<ContactField>
      error: Text | null
      sending: boolean
    }
  | {
      name: 'otp'
      whatsappNumber: string
      code: string
      error: Text | null
      verifying: boolean
      sending: boolean
      /** Resend OTP sent a new code, and none has been typed since. */
      resent: boolean
    }
  | {
      name: 'review'
      contact: ContactDetails
      error: Text | null
      signInRequired: boolean
      names: SankalpName[]
    }
  | {
      name: 'personalDetails'
      values: PersonalDetails
      errors: FieldErrors<PersonalField>
      error: Text | null
      /** Signed out since the dialog opened: the submit reads 'Sign In Required', as review's does. */
      signInRequired: boolean
      family: FamilyScreen | null
    }
  | { name: 'payment'; failed: boolean; error: Text | null; names: SankalpName[] }

/** Whether the booking dialog shows: a stage is open and there is an order to book (its summary). */
export function bookingDialogOpened<Summary>(
  screen: BookingScreen,
  summary: Summary | null,
): summary is Summary {
  return screen.name !== 'closed' && summary !== null
}

interface BookingView {
  step: BookingStep
  screen: BookingScreen
}

interface SnapshotLike {
  matches(state: StateValue): boolean
  context: BookingContext
}

/** The phone OTP session's snapshot (the booking's `phoneOtp` child), as the OTP panel reads it. */
interface OtpSnapshotLike {
  status: string
  context: PhoneOtpContext
  matches(state: 'sending' | 'verifying' | { codeEntry: 'resent' }): boolean
}

/**
 * The contact stage: the form until a code was sent in this phone OTP session (while the first code is sent, the form
 * with Send OTP busy), then the OTP panel, which stays (verifying) while the verified guest's name is saved.
 */
function contactScreen(
  context: BookingContext,
  otp: OtpSnapshotLike | undefined,
  verified: boolean,
): BookingScreen {
  if (otp && (verified || otp.context.confirmation !== null)) {
    return {
      name: 'otp',
      whatsappNumber: context.contact.whatsappNumber,
      code: otp.context.code,
      error: otp.context.error,
      verifying: verified || otp.matches('verifying'),
      sending: otp.status === 'active' && otp.matches('sending'),
      resent: otp.matches({ codeEntry: 'resent' }),
    }
  }
  return {
    name: 'contact',
    values: context.contact,
    errors: context.contactErrors,
    error: context.contactError,
    sending: otp !== undefined && otp.status === 'active',
  }
}

/** The sankalp's names entered so far: the devotee once named with a gotra, then each complete family row. */
function namesSoFar(context: BookingContext): SankalpName[] {
  const { fullName, gotra } = context.personalDetails
  if (!fullName.trim() || !gotra.trim()) return []
  const errors = validateMembers(context.familyMembers)
  const complete = context.familyMembers.filter((_, index) => Object.keys(errors[index] ?? {}).length === 0)
  return sankalpNamesOf(context.personalDetails, trimMembers(complete))
}

function familyScreen(context: BookingContext): FamilyScreen | null {
  const capacity = familyCapacity(context.order)
  if (capacity === 0) return null
  return {
    members: context.familyMembers,
    errors: context.familyErrors,
    capacity,
    saved: context.savedFamily ?? [],
  }
}

export function bookingViewOf(snapshot: SnapshotLike, otp: OtpSnapshotLike | undefined): BookingView {
  const { context } = snapshot
  if (snapshot.matches('contact')) {
    const inSession = snapshot.matches({ contact: 'phoneCheck' })
    const verified = snapshot.matches({ contact: { phoneCheck: 'savingName' } })
    return { step: 1, screen: contactScreen(context, inSession ? otp : undefined, verified) }
  }
  if (snapshot.matches('review')) {
    return {
      step: 2,
      screen: {
        name: 'review',
        contact: context.contact,
        error: context.paymentError,
        signInRequired: !context.user?.uid,
        names: namesSoFar(context),
      },
    }
  }
  if (snapshot.matches('personalDetails')) {
    return {
      step: 4,
      screen: {
        name: 'personalDetails',
        values: context.personalDetails,
        errors: context.personalErrors,
        error: context.paymentError,
        signInRequired: !context.user?.uid,
        family: familyScreen(context),
      },
    }
  }
  if (snapshot.matches('paying')) {
    return {
      step: 3,
      screen: {
        name: 'payment',
        failed: snapshot.matches({ paying: 'failed' }),
        error: context.paymentError,
        names: namesSoFar(context),
      },
    }
  }
  return { step: 1, screen: { name: 'closed' } }
}
