/**
 * Phone sign-in (SPEC §2 "Sign-in dialog", §4, §5): phone entry, then code entry once a code is sent, then the verified
 * screen, which saves the user's profile and finishes after 1.5 s with the signed-in user as output.
 * Input: `{ countryCode?, dialCode? }` (India +91 by default). Events: `phone.change`, `country.select`, `phone.submit`,
 * `code.change`, `code.submit`, `code.back`. Sending and verifying ignore further submits.
 */
import { assign, setup } from 'xstate'
import { notProvided } from '../src/lib/actors'
import type { AuthUser, CodeConfirmation } from '../src/auth/AuthGateway'
import { authErrorMessage } from '../src/auth/authErrors'
import { cleanCode, fullPhoneNumber, isCodeComplete, isPhoneEntered } from '../src/domain/phoneNumber'

export const SIGN_IN_SUCCESS_DELAY_MS = 1500
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number'
export const INVALID_CODE_MESSAGE = 'Please enter a valid OTP'

export interface SignInContext {
  countryCode: string
  dialCode: string
  phone: string
  code: string
  error: string | null
  confirmation: CodeConfirmation | null
  user: AuthUser | null
}

export type SignInEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'country.select'; countryCode: string; dialCode: string }
  | { type: 'phone.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.back' }

export interface SignInInput {
  countryCode?: string
  dialCode?: string
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as AuthUser | null,
  },
  actors: {
    sendCode: notProvided<CodeConfirmation, string>('sendCode'),
    verifyCode: notProvided<AuthUser, { confirmation: CodeConfirmation; code: string }>('verifyCode'),
    saveProfile: notProvided<void, AuthUser>('saveProfile'),
  },
  guards: {
    hasPhoneNumber: ({ context }) => isPhoneEntered(context.phone),
    canVerify: ({ context }) => isCodeComplete(context.code) && context.confirmation !== null,
  },
  actions: {
    storePhone: assign({ phone: (_, value: string) => value }),
    storeCountry: assign((_, country: { countryCode: string; dialCode: string }) => country),
    storeCode: assign({ code: (_, value: string) => cleanCode(value) }),
    clearError: assign({ error: null }),
    clearCode: assign({ code: '', confirmation: null }),
    storeInvalidPhone: assign({ error: INVALID_PHONE_MESSAGE }),
    storeInvalidCode: assign({ error: INVALID_CODE_MESSAGE }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    countryCode: input.countryCode ?? 'IN',
    dialCode: input.dialCode ?? '+91',
    phone: '',
    code: '',
    error: null,
    confirmation: null,
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
          { guard: 'hasPhoneNumber', target: 'sendingCode', actions: 'clearError' },
          { target: '.invalid', actions: 'storeInvalidPhone' },
        ],
      },
      states: {
        editing: {},
        invalid: {
          description: "The phone field is empty after trimming: 'Please enter a valid phone number'.",
        },
        sendFailed: {
          description: 'The provider refused to send a code; its mapped message shows in the banner.',
        },
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => fullPhoneNumber(context.phone, context.dialCode),
        onDone: {
          target: 'codeEntry',
          actions: assign({ confirmation: ({ event }) => event.output, code: '' }),
        },
        onError: {
          target: 'phoneEntry.sendFailed',
          actions: assign({ error: ({ event }) => authErrorMessage(event.error, 'send') }),
        },
      },
    },
    codeEntry: {
      initial: 'editing',
      on: {
        'code.change': { actions: { type: 'storeCode', params: ({ event }) => event.value } },
        'code.submit': [
          { guard: 'canVerify', target: 'verifying', actions: 'clearError' },
          { target: '.invalid', actions: 'storeInvalidCode' },
        ],
        'code.back': {
          target: 'phoneEntry',
          actions: ['clearCode', 'clearError'],
          description: 'Back to the phone form: the code and the pending confirmation are dropped.',
        },
      },
      states: {
        editing: {},
        invalid: {
          description: "Fewer than 6 digits or no pending confirmation: 'Please enter a valid OTP'.",
        },
        verifyFailed: {
          description: 'The provider refused the code; its mapped message shows in the banner.',
        },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ confirmation: context.confirmation!, code: context.code }),
        onDone: { target: 'verified', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'codeEntry.verifyFailed',
          actions: assign({ error: ({ event }) => authErrorMessage(event.error, 'verify') }),
        },
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
