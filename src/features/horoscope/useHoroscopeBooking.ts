import { useActor } from '@xstate/react'
import { useCallback, useState } from 'react'
import { horoscopeBookingMachine } from '../../../machines/horoscopeBooking.machine'
import { useVisitorLocation } from '../../components/visitorLocation'
import { inspectorOptions } from '../../lib/inspector'
import type { ConsultationField } from '../../domain/consultation/consultationForm'
import { consultationSummary } from './consultationSummary'
import { localDateKey } from './localDate'
import { createHoroscopeBookingImplementations } from './horoscopeBookingImplementations'

/** Binds the horoscopeBooking machine: the two modals' props and their callbacks. */
export function useHoroscopeBooking() {
  const [machine] = useState(() => horoscopeBookingMachine.provide(createHoroscopeBookingImplementations({})))
  const [snapshot, send] = useActor(machine, { input: { today: localDateKey() }, ...inspectorOptions() })
  const { context } = snapshot
  const countryCode = useVisitorLocation().location?.countryCode
  const open = useCallback(() => send({ type: 'booking.open', countryCode }), [send, countryCode])
  const close = useCallback(() => send({ type: 'booking.close' }), [send])
  const change = useCallback(
    (field: ConsultationField, value: string) => send({ type: 'form.change', field, value }),
    [send],
  )
  const submit = useCallback(() => send({ type: 'booking.submit' }), [send])
  const cancel = useCallback(() => send({ type: 'payment.cancel' }), [send])
  const stage = snapshot.matches({ processing: 'failed' })
    ? 'failed'
    : snapshot.matches({ processing: 'redirecting' })
      ? 'redirecting'
      : 'initializing'
  return {
    open,
    bookingModal: {
      opened: snapshot.matches('editing'),
      form: context.form,
      formError: context.formError,
      today: context.today,
      onChange: change,
      onSubmit: submit,
      onClose: close,
    },
    processingModal: {
      opened: snapshot.matches('processing'),
      stage,
      error: context.paymentError,
      summary: consultationSummary(context.form),
      onCancel: cancel,
    } as const,
  }
}
