/**
 * Phone OTP, one session (SPEC §4, §5, §7 "Phone sign-in"), run as a child of the sign-in dialog and of the booking
 * contact stage: sends a code to a full phone number, takes the 6-digit code (digits only), verifies it and finishes
 * with the verified user. Back, or a send (or resend) that fails, finishes it too, so the parent shows its phone form
 * again. The invisible human check is mounted while the session runs and cleared when it stops: one verifier per
 * session, a fresh one for the next session after an error.
 * Input: `{ phoneNumber, codeRule }` — the full number (+ and dial code) and what a code must be before it is verified
 * (see `CodeRule`). Events: `code.change`, `code.submit`, `code.back`, `code.resend`; sending and verifying ignore
 * them. Output: `{ status: 'verified', user }`, `{ status: 'sendFailed', error }` or `{ status: 'back' }`.
 */
import { assign, setup, stateIn } from 'xstate'
import { errorText, notProvided, notProvidedCallback } from '../src/lib/actors'
import type { AuthUser, CodeConfirmation } from '../src/auth/AuthGateway'
import { cleanCode, codeError, type CodeRule } from '../src/domain/phoneNumber'
import type { Text } from '../src/content/text'

export interface PhoneOtpInput {
  phoneNumber: string
  codeRule: CodeRule
}

export interface PhoneOtpContext extends PhoneOtpInput {
  code: string
  /** The send, verify or code message shown with the code field. */
  error: Text | null
  /** The pending confirmation of the last code sent; null until one is sent. */
  confirmation: CodeConfirmation | null
  user: AuthUser | null
}

export type PhoneOtpEvent =
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.back' }
  | { type: 'code.resend' }

export type PhoneOtpOutput =
  { status: 'verified'; user: AuthUser } | { status: 'sendFailed'; error: Text } | { status: 'back' }

/** The guards a parent declares to tell the session's outcomes apart, given its output as params. */
export const phoneOtpGuards = {
  isVerified: (_: unknown, output: PhoneOtpOutput) => output.status === 'verified',
  isSendFailed: (_: unknown, output: PhoneOtpOutput) => output.status === 'sendFailed',
}

const outputOf = ({ event }: { event: { output: PhoneOtpOutput } }) => event.output
const errorOf = ({ event }: { event: { error: unknown } }) => event.error

/**
 * A parent's `onDone` for its phone OTP session: verified → `targets.verified` with its `storeVerifiedUser` action, a
 * failed send → `targets.sendFailed` with its `storeSendError` action, Back → `targets.back` (both actions take the
 * output as params).
 */
export function onPhoneOtpDone<
  Verified extends string,
  SendFailed extends string,
  Back extends string,
>(targets: { verified: Verified; sendFailed: SendFailed; back: Back }) {
  return [
    {
      guard: { type: 'isVerified', params: outputOf },
      target: targets.verified,
      actions: { type: 'storeVerifiedUser', params: outputOf },
    },
    {
      guard: { type: 'isSendFailed', params: outputOf },
      target: targets.sendFailed,
      actions: { type: 'storeSendError', params: outputOf },
    },
    { target: targets.back, description: 'Back: the phone form, as it was typed.' },
  ] as const
}

/** How the session ended, from what it holds at the end: a verified user, a send's message, or neither (Back). */
function outcomeOf({ user, error }: PhoneOtpContext): PhoneOtpOutput {
  if (user) return { status: 'verified', user }
  if (error !== null) return { status: 'sendFailed', error }
  return { status: 'back' }
}

const storeSentConfirmation = {
  type: 'storeConfirmation',
  params: ({ event }: { event: { output: CodeConfirmation } }) => event.output,
} as const

export const phoneOtpMachine = setup({
  types: {
    context: {} as PhoneOtpContext,
    events: {} as PhoneOtpEvent,
    input: {} as PhoneOtpInput,
    output: {} as PhoneOtpOutput,
  },
  actors: {
    /** Mounts the invisible human check for as long as the session runs; stopping it clears the verifier. */
    humanCheck: notProvidedCallback('humanCheck'),
    /** Sends the code; rejects with the message to show (SPEC §8). */
    sendCode: notProvided<CodeConfirmation, string>('sendCode'),
    /** Confirms the code: the user is signed in. Rejects with the message to show (SPEC §8). */
    verifyCode: notProvided<AuthUser, { confirmation: CodeConfirmation; code: string }>('verifyCode'),
  },
  guards: {
    canVerify: ({ context }) =>
      codeError(context.code, context.codeRule) === null && context.confirmation !== null,
  },
  actions: {
    storeCode: assign({ code: (_, value: string) => cleanCode(value), error: null }),
    storeCodeError: assign({ error: ({ context }) => codeError(context.code, context.codeRule) }),
    clearCode: assign({ code: '', error: null }),
    clearError: assign({ error: null }),
    storeError: assign({ error: (_, error: unknown) => errorText(error) }),
    storeConfirmation: assign({ confirmation: (_, confirmation: CodeConfirmation) => confirmation }),
  },
}).createMachine({
  id: 'phoneOtp',
  context: ({ input }) => ({ ...input, code: '', error: null, confirmation: null, user: null }),
  invoke: { id: 'humanCheck', src: 'humanCheck' },
  output: ({ context }) => outcomeOf(context),
  initial: 'sending',
  states: {
    sending: {
      initial: 'first',
      states: {
        first: {},
        again: { description: 'Resend OTP: once sent, the OTP stage says a new code was sent.' },
      },
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.phoneNumber,
        onDone: [
          {
            guard: stateIn({ sending: 'again' }),
            target: 'codeEntry.resent',
            actions: storeSentConfirmation,
          },
          { target: 'codeEntry', actions: storeSentConfirmation },
        ],
        onError: {
          target: 'sendFailed',
          actions: { type: 'storeError', params: errorOf },
        },
      },
    },
    codeEntry: {
      initial: 'editing',
      on: {
        'code.change': {
          target: '.editing',
          actions: { type: 'storeCode', params: ({ event }) => event.value },
        },
        'code.submit': [
          { guard: 'canVerify', target: 'verifying', actions: 'clearError' },
          { target: '.invalid', actions: 'storeCodeError' },
        ],
        'code.back': {
          target: 'back',
          actions: 'clearError',
          description: 'Back to the phone form: this session and its code end.',
        },
        'code.resend': {
          target: 'sending.again',
          actions: 'clearCode',
          description: 'A new code to the same number, through the same human check.',
        },
      },
      states: {
        editing: {},
        resent: { description: 'A new code was sent (Resend OTP); the next change of the code ends this.' },
        invalid: {
          description: "The code breaks the session's code rule: that rule's message (SPEC §5).",
        },
        verifyFailed: {
          description: "The provider refused the code: the verify actor's message (SPEC §8).",
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
          actions: { type: 'storeError', params: errorOf },
        },
      },
    },
    verified: { type: 'final' },
    sendFailed: {
      type: 'final',
      description: 'The code could not be sent: the parent shows the message with its phone form.',
    },
    back: { type: 'final' },
  },
})
