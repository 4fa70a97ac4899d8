/**
 * The real actors of the puja and chadava booking machines: phone OTP through the site's AuthGateway (so a verified
 * guest is signed in with a uid), payment initiation through the API, and the browser's move to the gateway.
 * An aborted request never settles (StrictMode stops and restarts actors).
 */
import { fromPromise, type MachineImplementationsFrom } from 'xstate'
import type { PaymentOrder } from '../../../machines/bookingSetup'
import type { pujaBookingMachine } from '../../../machines/pujaBooking.machine'
import type { AuthGateway, CodeConfirmation } from '../../auth/AuthGateway'
import { authErrorMessage } from '../../auth/authErrors'
import { fromAbortable } from '../../lib/actors'
import { PAYMENT_EXCEPTION } from '../../content/messages/payment'
import type { BookingUser } from '../../domain/booking/paymentPrerequisites'
import { startPayment, type StartPaymentDeps } from '../payment'

export interface BookingDeps extends StartPaymentDeps {
  /** The sign-in provider (loaded on demand). */
  gateway: () => Promise<AuthGateway>
  /** Sends the browser to the gateway URL. */
  navigate?: (url: string) => void
}

/** The puja and chadava booking machines share one setup, so one set of implementations serves both. */
export function createBookingImplementations(
  deps: BookingDeps,
): MachineImplementationsFrom<typeof pujaBookingMachine> {
  let confirmation: CodeConfirmation | null = null
  const navigate = deps.navigate ?? ((url: string) => globalThis.location.assign(url))
  return {
    actors: {
      sendCode: fromPromise<void, { phoneNumber: string }>(async ({ input }) => {
        confirmation = null
        try {
          const gateway = await deps.gateway()
          confirmation = await gateway.sendCode(input.phoneNumber)
        } catch (error) {
          throw new Error(authErrorMessage(error, 'send'), { cause: error })
        }
      }),
      verifyCode: fromPromise<BookingUser, { code: string }>(async ({ input }) => {
        if (!confirmation) throw new Error('Please enter a valid OTP')
        try {
          const user = await confirmation.confirm(input.code)
          return { uid: user.uid, phoneNumber: user.phoneNumber, displayName: user.displayName }
        } catch (error) {
          throw new Error(authErrorMessage(error, 'verify'), { cause: error })
        }
      }),
      saveDisplayName: fromPromise<void, { displayName: string }>(async ({ input }) => {
        const gateway = await deps.gateway()
        await gateway.updateDisplayName(input.displayName)
      }),
      initiatePayment: fromAbortable<string, PaymentOrder>(async (payment, signal) => {
        try {
          return await startPayment(payment, signal, deps)
        } catch (error) {
          throw error instanceof Error ? error : new Error(PAYMENT_EXCEPTION)
        }
      }),
      redirectToGateway: fromPromise<void, { url: string }>(({ input }) => {
        navigate(input.url)
        return new Promise<void>(() => {})
      }),
    },
  }
}
