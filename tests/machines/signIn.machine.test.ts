import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { signInMachine } from '../../machines/signIn.machine'
import { AuthProviderError, type AuthUser, type CodeConfirmation } from '../../src/auth/AuthGateway'

const USER: AuthUser = { uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: null }

function fakes(
  options: {
    send?: (phone: string) => Promise<CodeConfirmation>
    confirm?: (code: string) => Promise<AuthUser>
  } = {},
) {
  const confirm = vi.fn(
    options.confirm ??
      (async (code: string) => {
        if (code !== '123456') throw new AuthProviderError('auth/invalid-verification-code')
        return USER
      }),
  )
  const sendCode = vi.fn(options.send ?? (async () => ({ confirm })))
  const saveProfile = vi.fn(async (_user: AuthUser) => {})
  const machine = signInMachine.provide({
    actors: {
      sendCode: fromPromise<CodeConfirmation, string>(({ input }) => sendCode(input)),
      verifyCode: fromPromise<AuthUser, { confirmation: CodeConfirmation; code: string }>(({ input }) =>
        input.confirmation.confirm(input.code),
      ),
      saveProfile: fromPromise<void, AuthUser>(({ input }) => saveProfile(input)),
    },
  })
  return { machine, sendCode, confirm, saveProfile }
}

function start(options?: Parameters<typeof fakes>[0]) {
  const f = fakes(options)
  const actor = createActor(f.machine, { input: {} }).start()
  return { ...f, actor }
}

async function toCodeEntry(options?: Parameters<typeof fakes>[0]) {
  const run = start(options)
  run.actor.send({ type: 'phone.change', value: '98765 43210' })
  run.actor.send({ type: 'phone.submit' })
  await waitFor(run.actor, (s) => s.matches('codeEntry'))
  return run
}

describe('signIn machine', () => {
  it('starts at phone entry with India +91 and no error', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toEqual({ phoneEntry: 'editing' })
    expect(actor.getSnapshot().context).toMatchObject({ countryCode: 'IN', dialCode: '+91', error: null })
  })

  it('sends the code to the dial code plus the digits, then asks for the code', async () => {
    const { sendCode, actor } = await toCodeEntry()
    expect(sendCode).toHaveBeenCalledWith('+919876543210')
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'editing' })
  })

  it('uses a number starting with + as it is, and the chosen country otherwise', async () => {
    const plus = start()
    plus.actor.send({ type: 'phone.change', value: '+44 7700 900123' })
    plus.actor.send({ type: 'phone.submit' })
    await waitFor(plus.actor, (s) => s.matches('codeEntry'))
    expect(plus.sendCode).toHaveBeenCalledWith('+447700900123')

    const us = start()
    us.actor.send({ type: 'country.select', countryCode: 'US', dialCode: '+1' })
    us.actor.send({ type: 'phone.change', value: '(202) 555-0100' })
    us.actor.send({ type: 'phone.submit' })
    await waitFor(us.actor, (s) => s.matches('codeEntry'))
    expect(us.sendCode).toHaveBeenCalledWith('+12025550100')
  })

  it('refuses a blank phone number without sending', () => {
    const { actor, sendCode } = start()
    actor.send({ type: 'phone.change', value: '   ' })
    actor.send({ type: 'phone.submit' })
    expect(actor.getSnapshot().value).toEqual({ phoneEntry: 'invalid' })
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid phone number')
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('never sends twice while a send is in flight', async () => {
    const { actor, sendCode } = start()
    actor.send({ type: 'phone.change', value: '9876543210' })
    actor.send({ type: 'phone.submit' })
    expect(actor.getSnapshot().value).toBe('sendingCode')
    actor.send({ type: 'phone.submit' })
    actor.send({ type: 'phone.change', value: '1111111111' })
    await waitFor(actor, (s) => s.matches('codeEntry'))
    expect(sendCode).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.phone).toBe('9876543210')
  })

  it.each([
    [
      'auth/invalid-app-credential',
      'Phone authentication is not properly configured. Please contact support.',
    ],
    ['auth/invalid-phone-number', 'Please enter a valid phone number.'],
    ['auth/too-many-requests', 'Too many attempts. Please try again later.'],
    ['auth/quota-exceeded', 'SMS quota exceeded. Please try again later.'],
    ['auth/internal-error', 'Failed to send OTP. Please try again.'],
  ])('a send failing with %s shows %j and stays on the phone form', async (code, message) => {
    const { actor } = start({ send: async () => Promise.reject(new AuthProviderError(code)) })
    actor.send({ type: 'phone.change', value: '9000000001' })
    actor.send({ type: 'phone.submit' })
    await waitFor(actor, (s) => s.matches({ phoneEntry: 'sendFailed' }))
    expect(actor.getSnapshot().context.error).toBe(message)
  })

  it('a new send after a failure clears the banner and can succeed', async () => {
    let calls = 0
    const { actor } = start({
      send: async () => {
        calls += 1
        if (calls === 1) throw new AuthProviderError('auth/too-many-requests')
        return { confirm: async () => USER }
      },
    })
    actor.send({ type: 'phone.change', value: '9876543210' })
    actor.send({ type: 'phone.submit' })
    await waitFor(actor, (s) => s.matches({ phoneEntry: 'sendFailed' }))
    actor.send({ type: 'phone.submit' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('codeEntry'))
  })

  it('keeps digits only, at most six, in the code', async () => {
    const { actor } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '12a3-45678' })
    expect(actor.getSnapshot().context.code).toBe('123456')
  })

  it('never verifies with five digits', async () => {
    const { actor, confirm } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '12345' })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'invalid' })
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid OTP')
    expect(confirm).not.toHaveBeenCalled()
  })

  it('Back returns to the phone form and drops the code and the confirmation', async () => {
    const { actor } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '123' })
    actor.send({ type: 'code.back' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ phoneEntry: 'editing' })
    expect(snapshot.context).toMatchObject({
      code: '',
      confirmation: null,
      error: null,
      phone: '98765 43210',
    })
  })

  it('a wrong code shows the provider message and lets the user try again', async () => {
    const { actor } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '000000' })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().value).toBe('verifying')
    await waitFor(actor, (s) => s.matches({ codeEntry: 'verifyFailed' }))
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP. Please try again.')
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await waitFor(actor, (s) => s.matches('verified'))
  })

  it('never verifies twice while a verify is in flight', async () => {
    const { actor, confirm } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    actor.send({ type: 'code.submit' })
    actor.send({ type: 'code.back' })
    await waitFor(actor, (s) => s.matches('verified'))
    expect(confirm).toHaveBeenCalledTimes(1)
  })

  it('saves the profile, shows verified for 1.5 s, then finishes with the user', async () => {
    vi.useFakeTimers()
    try {
      const { actor, saveProfile } = await toCodeEntry()
      actor.send({ type: 'code.change', value: '123456' })
      actor.send({ type: 'code.submit' })
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ verified: 'profileSaved' })).toBe(true))
      expect(saveProfile).toHaveBeenCalledWith(USER)
      await vi.advanceTimersByTimeAsync(1400)
      expect(actor.getSnapshot().status).toBe('active')
      await vi.advanceTimersByTimeAsync(100)
      expect(actor.getSnapshot().status).toBe('done')
      expect(actor.getSnapshot().output).toEqual(USER)
    } finally {
      vi.useRealTimers()
    }
  })

  it('still signs in when the profile cannot be saved', async () => {
    const f = fakes()
    const machine = f.machine.provide({
      actors: { saveProfile: fromPromise<void, AuthUser>(async () => Promise.reject(new Error('down'))) },
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'phone.change', value: '9876543210' })
    actor.send({ type: 'phone.submit' })
    await waitFor(actor, (s) => s.matches('codeEntry'))
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await waitFor(actor, (s) => s.matches({ verified: 'profileNotSaved' }))
    await waitFor(actor, (s) => s.status === 'done', { timeout: 3000 })
  })

  it('reaches every state, by the shortest paths of the model', () => {
    const confirmation: CodeConfirmation = { confirm: async () => USER }
    const paths = getShortestPaths(signInMachine, {
      events: [
        { type: 'phone.change', value: '9876543210' },
        { type: 'phone.change', value: ' ' },
        { type: 'phone.submit' },
        { type: 'code.change', value: '123456' },
        { type: 'code.change', value: '12345' },
        { type: 'code.submit' },
        { type: 'code.back' },
        { type: 'xstate.done.actor.sendCode', output: confirmation },
        { type: 'xstate.error.actor.sendCode', error: new AuthProviderError('auth/quota-exceeded') },
        { type: 'xstate.done.actor.verifyCode', output: USER },
        { type: 'xstate.error.actor.verifyCode', error: new AuthProviderError('auth/code-expired') },
        { type: 'xstate.done.actor.saveProfile' },
        { type: 'xstate.error.actor.saveProfile', error: new Error('down') },
      ] as never,
      input: {},
      serializeState: (s) => JSON.stringify([s.value, s.context.phone, s.context.code, s.context.error]),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(
      [
        { phoneEntry: 'editing' },
        { phoneEntry: 'invalid' },
        { phoneEntry: 'sendFailed' },
        'sendingCode',
        { codeEntry: 'editing' },
        { codeEntry: 'invalid' },
        { codeEntry: 'verifyFailed' },
        'verifying',
        { verified: 'savingProfile' },
        { verified: 'profileSaved' },
        { verified: 'profileNotSaved' },
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    )
    const toVerified = paths.find(
      (p) => JSON.stringify(p.state.value) === JSON.stringify({ verified: 'profileSaved' }),
    )
    expect(toVerified?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'phone.change',
      'phone.submit',
      'xstate.done.actor.sendCode',
      'code.change',
      'code.submit',
      'xstate.done.actor.verifyCode',
      'xstate.done.actor.saveProfile',
    ])
  })
})
