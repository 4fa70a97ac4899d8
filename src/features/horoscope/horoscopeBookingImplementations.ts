import type { MachineImplementationsFrom } from 'xstate'
import type { horoscopeBookingMachine } from '../../../machines/horoscopeBooking.machine'
import type { ConsultationForm } from '../../domain/consultation/consultationForm'
import { consultationPaymentAttempt } from '../../domain/consultation/consultationPayment'
import { fromAbortable } from '../../lib/actors'
import { redirectToGatewayActor, startPayment, type StartPaymentDeps } from '../payment'

interface HoroscopeBookingDeps extends StartPaymentDeps {
  /** Sends the browser to the gateway (window.location.assign unless given). */
  navigate?: (url: string) => void
}

/**
 * The horoscopeBooking machine's real payment start and move to the gateway (which never settles: the page unloads).
 */
export function createHoroscopeBookingImplementations(
  deps: HoroscopeBookingDeps,
): MachineImplementationsFrom<typeof horoscopeBookingMachine> {
  return {
    actors: {
      startPayment: fromAbortable<string, ConsultationForm>(async (form, signal) =>
        startPayment(consultationPaymentAttempt(form), signal, deps),
      ),
      goToGateway: redirectToGatewayActor(deps.navigate),
    },
  }
}
