/**
 * Consultation booking on the horoscope page (SPEC §4, §5): the booking modal's form, then the 'Processing Payment'
 * modal that starts the payment at once ('Initializing Payment...') and sends the browser to the gateway
 * ('Processing Payment...'). A failure stays in the processing modal with its message; Cancel returns to the form
 * with the values kept. The horoscope order itself is created later, on the payment status page.
 * Input: today's date (YYYY-MM-DD), the earliest date the form accepts. Events: `booking.open` (with the visitor's
 * country, when detected, for the phone's dial code), `booking.close`,
 * `form.change` (one field's new value), `booking.submit`, `payment.cancel`.
 */
import { assign, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import { paymentFailureMessages } from '../src/content/messages/payment'
import {
  cleanConsultationField,
  consultationFormError,
  emptyConsultationForm,
  withVisitorCountry,
  type ConsultationField,
  type ConsultationForm,
} from '../src/domain/consultation/consultationForm'
import { textOf, type Text } from '../src/content/text'

interface HoroscopeBookingContext {
  today: string
  form: ConsultationForm
  /** The form's alert ('Please fill in all required fields', …). */
  formError: Text | null
  paymentError: Text | null
  gatewayUrl: string | null
}

type HoroscopeBookingEvent =
  | { type: 'booking.open'; countryCode?: string }
  | { type: 'booking.close' }
  | { type: 'form.change'; field: ConsultationField; value: string }
  | { type: 'booking.submit' }
  | { type: 'payment.cancel' }

export const horoscopeBookingMachine = setup({
  types: {
    context: {} as HoroscopeBookingContext,
    events: {} as HoroscopeBookingEvent,
    input: {} as { today: string },
  },
  actors: {
    startPayment: notProvided<string, ConsultationForm>('startPayment'),
    goToGateway: notProvided<void, { url: string }>('goToGateway'),
  },
  guards: {
    isFormValid: ({ context }) => consultationFormError(context.form, context.today) === null,
  },
  actions: {
    storeField: assign({
      form: ({ context }, change: { field: ConsultationField; value: string }) => ({
        ...context.form,
        [change.field]: cleanConsultationField(context.form, change.field, change.value),
      }),
      formError: null,
    }),
    storeFormError: assign({
      formError: ({ context }) => consultationFormError(context.form, context.today),
    }),
    clearPaymentError: assign({ paymentError: null, gatewayUrl: null }),
    storeVisitorCountry: assign({
      form: ({ context }, countryCode: string | undefined) => withVisitorCountry(context.form, countryCode),
    }),
  },
}).createMachine({
  id: 'horoscopeBooking',
  context: ({ input }) => ({
    today: input.today,
    form: emptyConsultationForm(),
    formError: null,
    paymentError: null,
    gatewayUrl: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'booking.open': {
          target: 'editing',
          actions: { type: 'storeVisitorCountry', params: ({ event }) => event.countryCode },
        },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: {
            type: 'storeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'booking.submit': [
          { guard: 'isFormValid', target: 'processing' },
          {
            actions: 'storeFormError',
            description: "The alert 'Please fill in all required fields' (or the field's rule).",
          },
        ],
        'booking.close': { target: 'closed' },
      },
    },
    processing: {
      entry: 'clearPaymentError',
      on: { 'payment.cancel': { target: 'editing', description: 'Cancel: back to the form, values kept.' } },
      initial: 'initializing',
      states: {
        initializing: {
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => context.form,
            onDone: { target: 'redirecting', actions: assign({ gatewayUrl: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({
                paymentError: ({ event }) =>
                  errorText(event.error, textOf(paymentFailureMessages, 'paymentException')),
              }),
            },
          },
        },
        redirecting: {
          invoke: {
            id: 'goToGateway',
            src: 'goToGateway',
            input: ({ context }) => ({ url: context.gatewayUrl! }),
            onError: {
              target: 'failed',
              actions: assign({ paymentError: () => textOf(paymentFailureMessages, 'paymentException') }),
            },
          },
        },
        failed: {},
      },
    },
  },
})
