/**
 * Which booking panel a machine snapshot shows, and with what: the one mapping from machine state to the dialog's
 * screen, used by the Container and by the stories.
 */
import type { ContactDetails, PersonalDetails } from '../../api/schemas'
import type { BookingContext } from '../../../machines/bookingSetup'
import type { ContactField, FieldErrors, PersonalField } from '../../domain/booking/bookingForm'

export type BookingStep = 1 | 2 | 3 | 4

export type BookingScreen =
  | { name: 'closed' }
  | {
      name: 'contact'
      values: ContactDetails
      errors: FieldErrors<ContactField>
      error: string | null
      sending: boolean
    }
  | {
      name: 'otp'
      whatsappNumber: string
      code: string
      error: string | null
      verifying: boolean
      sending: boolean
    }
  | { name: 'review'; contact: ContactDetails; error: string | null; signInRequired: boolean }
  | {
      name: 'personalDetails'
      values: PersonalDetails
      errors: FieldErrors<PersonalField>
      error: string | null
    }
  | { name: 'payment'; failed: boolean; error: string | null }

export interface BookingView {
  step: BookingStep
  screen: BookingScreen
}

interface SnapshotLike {
  matches(state: string | Record<string, string>): boolean
  context: BookingContext
}

export function bookingViewOf(snapshot: SnapshotLike): BookingView {
  const { context } = snapshot
  if (snapshot.matches('contact')) {
    const sending = snapshot.matches({ contact: 'sendingCode' })
    if (context.codeSent) {
      return {
        step: 1,
        screen: {
          name: 'otp',
          whatsappNumber: context.contact.whatsappNumber,
          code: context.otp,
          error: context.otpError,
          verifying:
            snapshot.matches({ contact: 'verifying' }) || snapshot.matches({ contact: 'savingName' }),
          sending,
        },
      }
    }
    return {
      step: 1,
      screen: {
        name: 'contact',
        values: context.contact,
        errors: context.contactErrors,
        error: context.contactError,
        sending,
      },
    }
  }
  if (snapshot.matches('review')) {
    return {
      step: 2,
      screen: {
        name: 'review',
        contact: context.contact,
        error: context.paymentError,
        signInRequired: !context.user?.uid,
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
      },
    }
  }
  return { step: 1, screen: { name: 'closed' } }
}
