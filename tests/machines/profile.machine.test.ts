import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { profileMachine } from '../../machines/profile.machine'
import type { AuthUser } from '../../src/auth/AuthGateway'
import type { ProfileValues } from '../../src/domain/profile/profileValues'
import { profileSaveFailures } from '../../src/content/messages/profile'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'

const USER: AuthUser = { uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: 'Ravi' }
const STORED = { displayName: 'Ravi Sharma', emailAddress: 'Not set', accountCreated: '2025-11-02' }

function run(
  options: {
    load?: () => Promise<Partial<ProfileValues>>
    save?: (values: ProfileValues) => Promise<ProfileValues>
  } = {},
) {
  const save = vi.fn(options.save ?? (async (values: ProfileValues) => values))
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise<Partial<ProfileValues>, { uid: string }>(options.load ?? (async () => STORED)),
      saveProfile: fromPromise<ProfileValues, { user: AuthUser; values: ProfileValues }>(({ input }) =>
        save(input.values),
      ),
    },
  })
  return { actor: createActor(machine, { input: { user: USER } }).start(), save }
}

describe('profile machine', () => {
  it("loads the stored profile, reading 'Not set' as empty", async () => {
    const { actor } = run()
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(actor.getSnapshot().context.saved).toEqual({
      displayName: 'Ravi Sharma',
      emailAddress: '',
      accountCreated: '2025-11-02',
      familyMembers: [],
    })
  })

  it("falls back to the user's own name when the load fails", async () => {
    const { actor } = run({ load: async () => Promise.reject(new Error('404')) })
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(actor.getSnapshot().context.saved.displayName).toBe('Ravi')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('Cancel restores the saved values', async () => {
    const { actor, save } = run()
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.change', field: 'displayName', value: 'Someone' })
    expect(actor.getSnapshot().context.draft.displayName).toBe('Someone')
    actor.send({ type: 'profile.cancel' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.draft.displayName).toBe('Ravi Sharma')
    expect(save).not.toHaveBeenCalled()
  })

  it('never saves an invalid e-mail', async () => {
    const { actor, save } = run()
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.change', field: 'emailAddress', value: 'ravi@' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' })
    expect(spoken(actor.getSnapshot().context.emailError)).toBe('Please enter a valid email address')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(save).not.toHaveBeenCalled()
    actor.send({ type: 'profile.change', field: 'displayName', value: 'Ravi' })
    expect(actor.getSnapshot().context.emailError).not.toBeNull()
    actor.send({ type: 'profile.change', field: 'emailAddress', value: 'ravi@example' })
    expect(actor.getSnapshot().context.emailError).toBeNull()
  })

  it('saves and shows what was stored', async () => {
    const { actor, save } = run({ save: async (values) => ({ ...values, accountCreated: '2026-01-01' }) })
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.change', field: 'emailAddress', value: 'ravi@example.com' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('saving')
    actor.send({ type: 'profile.cancel' })
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(save).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.saved).toEqual({
      displayName: 'Ravi Sharma',
      emailAddress: 'ravi@example.com',
      accountCreated: '2026-01-01',
      familyMembers: [],
    })
  })

  it('adds, changes and removes saved family members; a row that breaks a rule shows its messages and is never saved', async () => {
    const ravi = { name: 'Sunita Sharma', relation: 'spouse', gotra: 'Bharadwaj' } as const
    const { actor, save } = run({ load: async () => ({ ...STORED, familyMembers: [ravi] }) })
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(actor.getSnapshot().context.saved.familyMembers).toEqual([ravi])
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'family.add' })
    actor.send({ type: 'family.change', index: 1, field: 'name', value: ' Arjun Sharma ' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true)
    expect(spoken(actor.getSnapshot().context.familyErrors)).toEqual([
      {},
      { relation: 'Relation is required', gotra: 'Gotra is required' },
    ])
    expect(save).not.toHaveBeenCalled()
    actor.send({ type: 'family.change', index: 1, field: 'relation', value: 'son' })
    actor.send({ type: 'family.change', index: 1, field: 'gotra', value: 'Bharadwaj' })
    expect(actor.getSnapshot().context.familyErrors).toEqual([{}, {}])
    actor.send({ type: 'family.remove', index: 0 })
    actor.send({ type: 'profile.save' })
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]![0].familyMembers).toEqual([
      { name: ' Arjun Sharma ', relation: 'son', gotra: 'Bharadwaj' },
    ])
  })

  it('Cancel brings back the saved family', async () => {
    const ravi = { name: 'Sunita Sharma', relation: 'spouse', gotra: 'Bharadwaj' } as const
    const { actor } = run({ load: async () => ({ ...STORED, familyMembers: [ravi] }) })
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'family.remove', index: 0 })
    expect(actor.getSnapshot().context.draft.familyMembers).toEqual([])
    actor.send({ type: 'profile.cancel' })
    expect(actor.getSnapshot().context.draft.familyMembers).toEqual([ravi])
  })

  it('a failed save keeps editing with what the save failed with', async () => {
    const { actor } = run({
      save: async () => Promise.reject(new TextError(textOf(profileSaveFailures, 'unreachable'))),
    })
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.save' })
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }))
    expect(spoken(actor.getSnapshot().context.error)).toBe('An error occurred')
  })
})
