import { fromPromise } from 'xstate'
import { horoscopeBookingMachine } from '../../../machines/horoscopeBooking.machine'
import { isAborted } from '../../api/client'
import type { ConsultationForm } from './consultationForm'
import { startConsultationPayment } from './startConsultationPayment'

const neverSettles = () => new Promise<never>(() => {})

export interface HoroscopeBookingDeps {
  /** Sends the browser to the gateway (window.location.assign in the app). */
  navigate: (url: string) => void
}

/** The horoscopeBooking machine with the real payment start; an aborted start never settles (StrictMode, Cancel). */
export function createHoroscopeBookingImplementations(deps: HoroscopeBookingDeps) {
  return horoscopeBookingMachine.provide({
    actors: {
      startPayment: fromPromise<string, ConsultationForm>(async ({ input, signal }) => {
        try {
          return await startConsultationPayment(input, signal)
        } catch (error) {
          if (signal.aborted || isAborted(error)) return neverSettles()
          throw error
        }
      }),
      goToGateway: fromPromise<void, { url: string }>(async ({ input }) => {
        deps.navigate(input.url)
        return neverSettles()
      }),
    },
  })
}
