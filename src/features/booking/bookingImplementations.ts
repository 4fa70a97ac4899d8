/**
 * The real actors of the puja and chadava booking machines: phone OTP through the site's AuthGateway (so a verified
 * guest is signed in with a uid), payment initiation through the API, and the browser's move to the gateway.
 * An aborted request never settles (StrictMode stops and restarts actors).
 */
import { fromPromise } from 'xstate'
import { chadavaBookingMachine } from '../../../machines/chadavaBooking.machine'
import type { PaymentOrder } from '../../../machines/bookingSetup'
import { pujaBookingMachine } from '../../../machines/pujaBooking.machine'
import { isAborted } from '../../api/client'
import { PaymentError } from '../../api/payments'
import type { AuthGateway, CodeConfirmation } from '../../auth/AuthGateway'
import { authErrorMessage } from '../../auth/authErrors'
import { PAYMENT_EXCEPTION } from '../../lib/paymentMessages'
import type { BookingUser } from './paymentPrerequisites'
import { startPayment, type StartPaymentDeps } from './startPayment'

export interface BookingDeps extends StartPaymentDeps {
  /** The sign-in provider (loaded on demand). */
  gateway: () => Promise<AuthGateway>
  /** Sends the browser to the gateway URL. */
  navigate?: (url: string) => void
}

const neverSettles = <T>() => new Promise<T>(() => {})

function bookingActors(deps: BookingDeps) {
  let confirmation: CodeConfirmation | null = null
  const navigate = deps.navigate ?? ((url: string) => globalThis.location.assign(url))
  return {
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
    initiatePayment: fromPromise<string, PaymentOrder>(async ({ input, signal }) => {
      try {
        return await startPayment(input, signal, deps)
      } catch (error) {
        if (signal.aborted || isAborted(error)) return neverSettles<string>()
        throw error instanceof PaymentError ? error : new PaymentError(PAYMENT_EXCEPTION)
      }
    }),
    redirectToGateway: fromPromise<void, { url: string }>(async ({ input }) => {
      navigate(input.url)
      return neverSettles<void>()
    }),
  }
}

export function createPujaBookingImplementations(deps: BookingDeps) {
  return pujaBookingMachine.provide({ actors: bookingActors(deps) })
}

export function createChadavaBookingImplementations(deps: BookingDeps) {
  return chadavaBookingMachine.provide({ actors: bookingActors(deps) })
}
