import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { horoscopeBookingMachine } from '../../machines/horoscopeBooking.machine'
import {
  consultationFormError,
  consultationFormProblem,
  emptyConsultationForm,
  TIME_SLOTS,
  type ConsultationField,
  type ConsultationForm,
} from '../../src/domain/consultation/consultationForm'
import { failureMessages } from '../../src/content/messages/common'
import { consultationFailureMessages } from '../../src/content/messages/horoscope'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'

const TODAY = '2026-11-22'

const filled: Partial<ConsultationForm> = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '9812345678',
  date: TODAY,
  time: '02:30 PM',
}

function start(
  startPayment: (form: ConsultationForm) => Promise<string> = async () => 'https://gateway.example/pay',
) {
  const calls = { started: [] as ConsultationForm[], navigated: [] as string[] }
  const machine = horoscopeBookingMachine.provide({
    actors: {
      startPayment: fromPromise<string, ConsultationForm>(async ({ input }) => {
        calls.started.push(input)
        return startPayment(input)
      }),
      goToGateway: fromPromise<void, { url: string }>(async ({ input }) => {
        calls.navigated.push(input.url)
        return new Promise<void>(() => {})
      }),
    },
  })
  const actor = createActor(machine, { input: { today: TODAY } }).start()
  const fill = (values: Partial<ConsultationForm>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'form.change', field: field as ConsultationField, value })
    }
  }
  return { actor, calls, fill }
}

describe('consultation form', () => {
  it('has the 18 slots of SPEC §9', () => {
    expect(TIME_SLOTS).toHaveLength(18)
    expect(TIME_SLOTS.slice(0, 8)).toEqual([
      '09:00 AM',
      '09:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
    ])
    expect(TIME_SLOTS.slice(8)).toEqual([
      '02:00 PM',
      '02:30 PM',
      '03:00 PM',
      '03:30 PM',
      '04:00 PM',
      '04:30 PM',
      '05:00 PM',
      '05:30 PM',
      '06:00 PM',
      '06:30 PM',
    ])
  })

  it('asks for every required field, a real email, a date from today and a listed slot', () => {
    const form = { ...emptyConsultationForm(), ...filled }
    expect(consultationFormError(form, TODAY)).toBeNull()
    for (const field of ['name', 'email', 'phone', 'date', 'time'] as const) {
      expect(spoken(consultationFormError({ ...form, [field]: ' ' }, TODAY))).toBe(
        consultationFailureMessages.fillRequiredFields,
      )
    }
    expect(spoken(consultationFormError({ ...form, email: 'meera' }, TODAY))).toBe(
      failureMessages.invalidEmail,
    )
    expect(spoken(consultationFormError({ ...form, date: '2026-11-21' }, TODAY))).toBe(
      consultationFailureMessages.dateNotBeforeToday,
    )
    expect(spoken(consultationFormError({ ...form, time: '01:00 PM' }, TODAY))).toBe(
      consultationFailureMessages.fillRequiredFields,
    )
  })

  it('names the fields its error is about: every empty one, else the one in error', () => {
    const form = { ...emptyConsultationForm(), ...filled }
    const fieldsOf = (changes: Partial<ConsultationForm>) =>
      consultationFormProblem({ ...form, ...changes }, TODAY)?.fields
    expect(fieldsOf({})).toBeUndefined()
    expect(fieldsOf({ name: ' ', date: '', email: 'meera' })).toEqual(['name', 'date'])
    expect(fieldsOf({ email: 'meera' })).toEqual(['email'])
    expect(fieldsOf({ date: '2026-11-21' })).toEqual(['date'])
    expect(fieldsOf({ time: '01:00 PM' })).toEqual(['time'])
  })
})

describe('horoscopeBooking machine', () => {
  it('opens the form with duration 10 and closes it', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'booking.open' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.form.duration).toBe('10')
    actor.send({ type: 'booking.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it("takes the phone's country from the visitor's, until a number is typed; India when it is unknown or global", () => {
    const { actor, fill } = start()
    const country = () => actor.getSnapshot().context.form.countryCode
    actor.send({ type: 'booking.open', countryCode: 'US' })
    expect(country()).toBe('US')
    actor.send({ type: 'booking.close' })
    actor.send({ type: 'booking.open', countryCode: 'WW' })
    expect(country()).toBe('IN')
    actor.send({ type: 'booking.close' })
    actor.send({ type: 'booking.open' })
    expect(country()).toBe('IN')
    fill({ countryCode: 'GB', phone: '7700900123' })
    actor.send({ type: 'booking.close' })
    actor.send({ type: 'booking.open', countryCode: 'US' })
    expect(country()).toBe('GB')
  })

  it("shows 'Please fill in all required fields' and starts nothing for an incomplete form", () => {
    const { actor, calls, fill } = start()
    actor.send({ type: 'booking.open' })
    fill({ name: 'Meera' })
    actor.send({ type: 'booking.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(spoken(actor.getSnapshot().context.formError)).toBe(consultationFailureMessages.fillRequiredFields)
    fill({ email: 'meera@example.com' })
    expect(actor.getSnapshot().context.formError).toBeNull()
    expect(calls.started).toHaveLength(0)
  })

  it('keeps only digits of the phone, at most 10', () => {
    const { actor, fill } = start()
    actor.send({ type: 'booking.open' })
    fill({ phone: '98-123 456 7890' })
    expect(actor.getSnapshot().context.form.phone).toBe('9812345678')
  })

  it('starts the payment with the form and goes to the gateway', async () => {
    const { actor, calls, fill } = start()
    actor.send({ type: 'booking.open' })
    fill({ ...filled, duration: '20' })
    actor.send({ type: 'booking.submit' })
    expect(actor.getSnapshot().matches({ processing: 'initializing' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ processing: 'redirecting' }))
    await waitFor(actor, () => calls.navigated.length === 1)
    expect(calls.started[0]).toMatchObject({ ...filled, duration: '20' })
    expect(calls.navigated).toEqual(['https://gateway.example/pay'])
  })

  it('shows the payment error and stays; Cancel returns to the form with the values', async () => {
    const { actor, fill } = start(async () => {
      throw new TextError(textOf(paymentFailureMessages, 'paymentInitiateFailed'))
    })
    actor.send({ type: 'booking.open' })
    fill(filled)
    actor.send({ type: 'booking.submit' })
    const failed = await waitFor(actor, (s) => s.matches({ processing: 'failed' }))
    expect(spoken(failed.context.paymentError)).toBe('Failed to initiate payment. Please try again.')
    actor.send({ type: 'payment.cancel' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.form.name).toBe('Meera Iyer')
  })

  it('uses the payment message for a failure without one, and clears it on a new attempt', async () => {
    let attempt = 0
    const { actor, fill } = start(async () => {
      attempt += 1
      if (attempt === 1) throw 'boom'
      return new Promise<string>(() => {})
    })
    actor.send({ type: 'booking.open' })
    fill(filled)
    actor.send({ type: 'booking.submit' })
    const failed = await waitFor(actor, (s) => s.matches({ processing: 'failed' }))
    expect(spoken(failed.context.paymentError)).toBe(
      'An error occurred while processing payment. Please try again.',
    )
    actor.send({ type: 'payment.cancel' })
    actor.send({ type: 'booking.submit' })
    expect(actor.getSnapshot().context.paymentError).toBeNull()
  })

  it('Cancel while initializing stops the start: no redirect follows', async () => {
    let finish: (url: string) => void = () => {}
    const { actor, calls, fill } = start(() => new Promise<string>((resolve) => (finish = resolve)))
    actor.send({ type: 'booking.open' })
    fill(filled)
    actor.send({ type: 'booking.submit' })
    actor.send({ type: 'payment.cancel' })
    finish('https://gateway.example/pay')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.navigated).toHaveLength(0)
  })

  it('reaches every state on some shortest path (xstate/graph)', () => {
    const paths = getShortestPaths(horoscopeBookingMachine, {
      input: { today: TODAY },
      events: [
        { type: 'booking.open' },
        { type: 'booking.close' },
        ...Object.entries(filled).map(([field, value]) => ({ type: 'form.change', field, value })),
        { type: 'booking.submit' },
        { type: 'payment.cancel' },
        { type: 'xstate.done.actor.startPayment', output: 'https://gateway.example/pay' },
        { type: 'xstate.error.actor.startPayment', error: new Error('x') },
        { type: 'xstate.error.actor.goToGateway', error: new Error('x') },
      ] as never,
    })
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(
      [
        '"closed"',
        '"editing"',
        '{"processing":"initializing"}',
        '{"processing":"redirecting"}',
        '{"processing":"failed"}',
      ].sort(),
    )
  })
})
