/**
 * Phone sign-in (SPEC §2 "Sign-in dialog", §4, §5): phone entry (country and number), then the phone OTP session as a
 * child (`phoneOtp`, given the full number), then the verified screen, which saves the user's profile and finishes
 * after 1.5 s with the signed-in user as output. A failed send or Back returns to phone entry.
 * Input: `{ countryCode?, dialCode? }` (India +91 by default). Events: `phone.change`, `country.select`,
 * `phone.submit`; the code events go to the `phoneOtp` child. Further submits wait while the child runs.
 */
import { assign, setup } from 'xstate'
import { notProvided } from '../src/lib/actors'
import type { AuthUser } from '../src/auth/AuthGateway'
import { signInFailureMessages } from '../src/content/messages/signIn'
import {
  fullPhoneNumber,
  INDIA_DIAL_CODE,
  isPhoneEntered,
  phoneFieldValue,
  signInPhoneRule,
} from '../src/domain/phoneNumber'
import { onPhoneOtpDone, phoneOtpGuards, phoneOtpMachine, type PhoneOtpOutput } from './phoneOtp.machine'
import { textOf, type Text } from '../src/content/text'

const SIGN_IN_SUCCESS_DELAY_MS = 1500

interface SignInContext {
  countryCode: string
  dialCode: string
  phone: string
  /** The phone entry's message: an empty number or a send that failed. */
  error: Text | null
  user: AuthUser | null
}

type SignInEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'country.select'; countryCode: string; dialCode: string }
  | { type: 'phone.submit' }

interface SignInInput {
  countryCode?: string
  dialCode?: string
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as AuthUser | null,
    children: {} as { phoneOtp: 'phoneOtp' },
  },
  actors: {
    phoneOtp: phoneOtpMachine,
    saveProfile: notProvided<void, AuthUser>('saveProfile'),
  },
  guards: {
    hasPhoneNumber: ({ context }) => isPhoneEntered(context.phone),
    ...phoneOtpGuards,
  },
  actions: {
    storePhone: assign({
      phone: ({ context }, value: string) => phoneFieldValue(value, signInPhoneRule(context.dialCode)),
    }),
    storeCountry: assign((_, country: { countryCode: string; dialCode: string }) => country),
    storeVerifiedUser: assign({
      user: (_, output: PhoneOtpOutput) => (output.status === 'verified' ? output.user : null),
    }),
    storeSendError: assign({
      error: (_, output: PhoneOtpOutput) => (output.status === 'sendFailed' ? output.error : null),
    }),
    clearError: assign({ error: null }),
    storeInvalidPhone: assign({ error: () => textOf(signInFailureMessages, 'invalidPhone') }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    countryCode: input.countryCode ?? 'IN',
    dialCode: input.dialCode ?? INDIA_DIAL_CODE,
    phone: '',
    error: null,
    user: null,
  }),
  initial: 'phoneEntry',
  output: ({ context }) => context.user,
  states: {
    phoneEntry: {
      initial: 'editing',
      on: {
        'phone.change': { actions: { type: 'storePhone', params: ({ event }) => event.value } },
        'country.select': {
          actions: {
            type: 'storeCountry',
            params: ({ event }) => ({ countryCode: event.countryCode, dialCode: event.dialCode }),
          },
        },
        'phone.submit': [
          { guard: 'hasPhoneNumber', target: 'phoneCheck', actions: 'clearError' },
          { target: '.invalid', actions: 'storeInvalidPhone' },
        ],
      },
      states: {
        editing: {},
        invalid: {
          description: 'The phone field is empty after trimming: the invalid-phone message (SPEC §5).',
        },
        sendFailed: {
          description: "The code could not be sent: the phone OTP session's message shows in the banner.",
        },
      },
    },
    phoneCheck: {
      description: 'The phone OTP session: code sent, entered and verified (the dialog shows its screens).',
      invoke: {
        id: 'phoneOtp',
        src: 'phoneOtp',
        input: ({ context }) => ({
          phoneNumber: fullPhoneNumber(context.phone, context.dialCode),
          codeRule: 'sixDigits' as const,
        }),
        onDone: onPhoneOtpDone({
          verified: 'verified',
          sendFailed: 'phoneEntry.sendFailed',
          back: 'phoneEntry',
        }),
      },
    },
    verified: {
      initial: 'savingProfile',
      after: { [SIGN_IN_SUCCESS_DELAY_MS]: 'done' },
      states: {
        savingProfile: {
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => context.user!,
            onDone: 'profileSaved',
            onError: 'profileNotSaved',
          },
        },
        profileSaved: {},
        profileNotSaved: {
          description: 'SPEC §7: a failed profile upsert is only logged; sign-in still succeeds.',
        },
      },
    },
    done: { type: 'final' },
  },
})
