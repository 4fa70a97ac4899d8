/**
 * The profile page (SPEC §2 "Profile", §4): loads the saved profile (a failed load is ignored: the user's own values
 * show), then view mode; Edit, then Save (the e-mail and the saved family's rows checked first; the actor answers what
 * was stored) or Cancel (the saved values come back). The family — each a name, relation and gotra, by the booking's
 * rules — is added, changed and removed while editing.
 * Input: `{ user }`, the signed-in user. Events: `profile.edit`, `profile.change`, `family.add`, `family.change`,
 * `family.remove`, `profile.save`, `profile.cancel`.
 */
import { assign, not, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import type { AuthUser } from '../src/auth/AuthGateway'
import {
  EMPTY_PROFILE,
  isValidEmail,
  storedValue,
  type ProfileValues,
} from '../src/domain/profile/profileValues'
import { failureMessages } from '../src/content/messages/common'
import {
  addMember,
  areMembersValid,
  changeMember,
  removeMember,
  SAVED_FAMILY_MAX,
  validateMembers,
  type MemberErrors,
  type MemberField,
} from '../src/domain/family/familyMembers'
import { textOf, type Text } from '../src/content/text'

interface ProfileContext {
  user: AuthUser
  saved: ProfileValues
  draft: ProfileValues
  /** Each saved family row's messages, once Save found a row that breaks a rule. */
  familyErrors: MemberErrors
  /** The e-mail field's message, once Save found it is not an address; editing the field clears it. */
  emailError: Text | null
  error: Text | null
}

type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.change'; field: 'displayName' | 'emailAddress'; value: string }
  | { type: 'family.add' }
  | { type: 'family.remove'; index: number }
  | { type: 'family.change'; index: number; field: MemberField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' }

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { user: AuthUser },
  },
  actors: {
    loadProfile: notProvided<Partial<ProfileValues>, { uid: string }>('loadProfile'),
    saveProfile: notProvided<ProfileValues, { user: AuthUser; values: ProfileValues }>('saveProfile'),
  },
  guards: {
    hasValidEmail: ({ context }) => isValidEmail(context.draft.emailAddress),
    hasValidFamily: ({ context }) => areMembersValid(context.draft.familyMembers),
  },
  actions: {
    restoreDraft: assign({
      draft: ({ context }) => context.saved,
      familyErrors: [],
      emailError: null,
      error: null,
    }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => {
    const values = { ...EMPTY_PROFILE, displayName: storedValue(input.user.displayName) }
    return { user: input.user, saved: values, draft: values, familyErrors: [], emailError: null, error: null }
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.user.uid }),
        onDone: {
          target: 'viewing',
          actions: assign(({ context, event }) => {
            const saved: ProfileValues = {
              displayName: storedValue(event.output.displayName) || context.saved.displayName,
              emailAddress: storedValue(event.output.emailAddress),
              accountCreated: storedValue(event.output.accountCreated),
              familyMembers: event.output.familyMembers ?? [],
            }
            return { saved, draft: saved }
          }),
        },
        onError: { target: 'viewing', description: 'SPEC §7: a failed profile load is ignored silently.' },
      },
    },
    viewing: { on: { 'profile.edit': { target: 'editing', actions: 'restoreDraft' } } },
    editing: {
      initial: 'idle',
      on: {
        'profile.change': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
            emailError: ({ context, event }) => (event.field === 'emailAddress' ? null : context.emailError),
          }),
        },
        'family.add': {
          actions: assign({
            draft: ({ context }) => ({
              ...context.draft,
              familyMembers: addMember(context.draft.familyMembers, SAVED_FAMILY_MAX),
            }),
          }),
        },
        'family.remove': {
          actions: assign(({ context, event }) => {
            const rows = removeMember(
              { members: context.draft.familyMembers, errors: context.familyErrors },
              event.index,
            )
            return { draft: { ...context.draft, familyMembers: rows.members }, familyErrors: rows.errors }
          }),
        },
        'family.change': {
          actions: assign(({ context, event }) => {
            const rows = changeMember(
              { members: context.draft.familyMembers, errors: context.familyErrors },
              event.index,
              event.field,
              event.value,
            )
            return { draft: { ...context.draft, familyMembers: rows.members }, familyErrors: rows.errors }
          }),
        },
        'profile.cancel': { target: 'viewing', actions: 'restoreDraft' },
        'profile.save': [
          {
            guard: not('hasValidEmail'),
            target: '.invalid',
            actions: assign({ emailError: () => textOf(failureMessages, 'invalidEmail'), error: null }),
          },
          {
            guard: not('hasValidFamily'),
            target: '.invalid',
            actions: assign({
              error: null,
              familyErrors: ({ context }) => validateMembers(context.draft.familyMembers),
            }),
          },
          { target: 'saving', actions: assign({ error: null, familyErrors: [] }) },
        ],
      },
      states: {
        idle: {},
        invalid: {
          description:
            'The e-mail is not an address, or a family row misses its name, relation or gotra (each row shows its messages); nothing is sent.',
        },
        saveFailed: { description: "The save failed: still editing, with SPEC's generic error." },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ user: context.user, values: context.draft }),
        onDone: {
          target: 'viewing',
          actions: assign(({ event }) => ({ saved: event.output, draft: event.output })),
        },
        onError: {
          target: 'editing.saveFailed',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
  },
})
