/**
 * The real actors of the puja and chadava booking machines: the phone OTP session through the site's AuthGateway (so
 * a verified guest is signed in with a uid, named, and their profile recorded as any sign-in's), the family saved on
 * the profile, payment initiation through the API (with the booking account's token, and only while that account
 * is the one signed in), and the browser's move to the gateway.
 * An aborted request never settles (StrictMode stops and restarts actors).
 */
import { fromPromise, type MachineImplementationsFrom } from 'xstate'
import type { PaymentOrder } from '../../../machines/bookingSetup'
import { phoneOtpMachine } from '../../../machines/phoneOtp.machine'
import type { pujaBookingMachine } from '../../../machines/pujaBooking.machine'
import type { FamilyMember } from '../../api/contract/devotee'
import { fetchUserProfile } from '../../api/profile'
import { currentUserOf } from '../../auth/AuthGateway'
import { gatewayCredentials } from '../../auth/useCredentials'
import { paymentPrerequisiteMessages } from '../../content/messages/booking'
import { textOf, TextError } from '../../content/text'
import { fromAbortable } from '../../lib/actors'
import { bookingPaymentAttempt } from '../../domain/booking/bookingPayment'
import { redirectToGatewayActor, startPayment, type StartPaymentDeps } from '../payment'
import { createPhoneOtpImplementations, recordSignIn, type PhoneOtpDeps } from '../signIn'

export interface BookingDeps extends StartPaymentDeps, PhoneOtpDeps {
  /** Sends the browser to the gateway URL. */
  navigate?: (url: string) => void
}

/** The puja and chadava booking machines share one setup, so one set of implementations serves both. */
export function createBookingImplementations(
  deps: BookingDeps,
): MachineImplementationsFrom<typeof pujaBookingMachine> {
  return {
    actors: {
      phoneOtp: phoneOtpMachine.provide(createPhoneOtpImplementations(deps)),
      saveDisplayName: fromPromise<void, { displayName: string }>(async ({ input }) => {
        const gateway = await deps.gateway()
        await gateway.updateDisplayName(input.displayName)
        const user = await currentUserOf(gateway)
        // A profile that could not be recorded is said in the console (recordSignIn) and does not stop the booking.
        if (user)
          await recordSignIn(
            { ...user, displayName: input.displayName },
            gatewayCredentials(deps.gateway),
          ).catch(() => {})
      }),
      loadSavedFamily: fromAbortable<FamilyMember[], { uid: string }>(async ({ uid }, signal) => {
        const profile = await fetchUserProfile(uid, gatewayCredentials(deps.gateway), signal)
        return profile.familyMembers ?? []
      }),
      initiatePayment: fromAbortable<string, PaymentOrder>(async (payment, signal) => {
        // The payment is its signed-in account's: never started for another one signed in since, in another tab.
        if ((await currentUserOf(await deps.gateway()))?.uid !== payment.user.uid)
          throw new TextError(textOf(paymentPrerequisiteMessages.authentication, payment.order.kind))
        return startPayment(bookingPaymentAttempt(payment, payment.user.uid), signal, {
          ...deps,
          credentials: gatewayCredentials(deps.gateway),
        })
      }),
      redirectToGateway: redirectToGatewayActor(deps.navigate),
    },
  }
}
