import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { phoneOtpMachine } from '../../machines/phoneOtp.machine'
import { signInMachine } from '../../machines/signIn.machine'
import type { AuthUser, CodeConfirmation } from '../../src/auth/AuthGateway'
import { signInScreenOf } from '../../src/features/signIn/signInViewState'
import { authErrorMessages, signInFailureMessages } from '../../src/content/messages/signIn'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'
import { humanCheckProbe } from './bookingHarness'

const USER: AuthUser = { uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: null }

/** Fakes that answer at once: `send` and `confirm` say what the provider does (rejecting with the text to show). */
function fakes(
  options: {
    send?: (phone: string) => Promise<CodeConfirmation>
    confirm?: (code: string) => Promise<AuthUser>
    saveProfile?: (user: AuthUser) => Promise<void>
  } = {},
) {
  const confirm = vi.fn(
    options.confirm ??
      (async (code: string) => {
        if (code !== '123456') throw new TextError(textOf(signInFailureMessages, 'invalidOtp'))
        return USER
      }),
  )
  const sendCode = vi.fn(options.send ?? (async () => ({ confirm })))
  const saveProfile = vi.fn(options.saveProfile ?? (async (_user: AuthUser) => {}))
  const humanCheck = humanCheckProbe()
  const machine = signInMachine.provide({
    actors: {
      phoneOtp: phoneOtpMachine.provide({
        actors: {
          humanCheck: humanCheck.logic,
          sendCode: fromPromise<CodeConfirmation, string>(({ input }) => sendCode(input)),
          verifyCode: fromPromise<AuthUser, { confirmation: CodeConfirmation; code: string }>(({ input }) =>
            input.confirmation.confirm(input.code),
          ),
        },
      }),
      saveProfile: fromPromise<void, AuthUser>(({ input }) => saveProfile(input)),
    },
  })
  return { machine, sendCode, confirm, saveProfile, humanCheck }
}

function start(options?: Parameters<typeof fakes>[0]) {
  const f = fakes(options)
  const actor = createActor(f.machine, { input: {} }).start()
  const otp = () => actor.getSnapshot().children.phoneOtp
  /** What the dialog shows: the Container's own mapping. */
  const screen = () => signInScreenOf(actor.getSnapshot(), otp()?.getSnapshot())
  const sendCodeEvent = (event: Parameters<NonNullable<ReturnType<typeof otp>>['send']>[0]) => {
    const session = otp()
    if (!session) throw new Error('no phone OTP session runs')
    session.send(event)
  }
  return { ...f, actor, screen, otp: sendCodeEvent }
}

async function toCodeEntry(options?: Parameters<typeof fakes>[0]) {
  const run = start(options)
  run.actor.send({ type: 'phone.change', value: '98765 43210' })
  run.actor.send({ type: 'phone.submit' })
  await vi.waitFor(() => expect(run.screen().stage).toBe('code'))
  return run
}

describe('signIn machine', () => {
  it('starts at phone entry with India +91 and no error', () => {
    const { actor, screen } = start()
    expect(actor.getSnapshot().value).toEqual({ phoneEntry: 'editing' })
    expect(actor.getSnapshot().context).toMatchObject({ countryCode: 'IN', dialCode: '+91', error: null })
    expect(screen()).toEqual({ stage: 'phone', error: null, code: '' })
  })

  it('sends the code to the dial code plus the digits in a phone OTP session, then asks for the code', async () => {
    const { sendCode, actor, screen, humanCheck } = await toCodeEntry()
    expect(sendCode).toHaveBeenCalledWith('+919876543210')
    expect(actor.getSnapshot().value).toBe('phoneCheck')
    expect(screen()).toEqual({ stage: 'code', error: null, code: '' })
    expect(humanCheck.active()).toBe(1)
  })

  it('uses a number starting with + as it is, and the chosen country otherwise', async () => {
    const plus = start()
    plus.actor.send({ type: 'phone.change', value: '+44 7700 900123' })
    plus.actor.send({ type: 'phone.submit' })
    await vi.waitFor(() => expect(plus.screen().stage).toBe('code'))
    expect(plus.sendCode).toHaveBeenCalledWith('+447700900123')

    const us = start()
    us.actor.send({ type: 'country.select', countryCode: 'US', dialCode: '+1' })
    us.actor.send({ type: 'phone.change', value: '(202) 555-0100' })
    us.actor.send({ type: 'phone.submit' })
    await vi.waitFor(() => expect(us.screen().stage).toBe('code'))
    expect(us.sendCode).toHaveBeenCalledWith('+12025550100')
  })

  it("keeps a pasted number's digits without the chosen country's code", () => {
    const { actor } = start()
    for (const pasted of ['98765 43210', '98765-43210', '+91 98765 43210', '09876543210']) {
      actor.send({ type: 'phone.change', value: pasted })
      expect(actor.getSnapshot().context.phone).toBe('9876543210')
    }
    actor.send({ type: 'country.select', countryCode: 'US', dialCode: '+1' })
    actor.send({ type: 'phone.change', value: '+1 (202) 555-0100' })
    expect(actor.getSnapshot().context.phone).toBe('2025550100')
  })

  it('refuses a blank phone number without sending', () => {
    const { actor, sendCode, screen } = start()
    actor.send({ type: 'phone.change', value: '   ' })
    actor.send({ type: 'phone.submit' })
    expect(actor.getSnapshot().value).toEqual({ phoneEntry: 'invalid' })
    expect(spoken(screen())).toEqual({ stage: 'phone', error: 'Please enter a valid phone number', code: '' })
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('never sends twice while a send is in flight', async () => {
    const { actor, sendCode, screen } = start()
    actor.send({ type: 'phone.change', value: '9876543210' })
    actor.send({ type: 'phone.submit' })
    expect(screen().stage).toBe('sending')
    actor.send({ type: 'phone.submit' })
    actor.send({ type: 'phone.change', value: '1111111111' })
    await vi.waitFor(() => expect(screen().stage).toBe('code'))
    expect(sendCode).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.phone).toBe('9876543210')
  })

  it("a failed send shows the session's message on the phone form; a new send clears it and can succeed", async () => {
    let calls = 0
    const { actor, screen, humanCheck } = start({
      send: async () => {
        calls += 1
        if (calls === 1) throw new TextError(textOf(authErrorMessages, 'auth/too-many-requests'))
        return { confirm: async () => USER }
      },
    })
    actor.send({ type: 'phone.change', value: '9876543210' })
    actor.send({ type: 'phone.submit' })
    await waitFor(actor, (s) => s.matches({ phoneEntry: 'sendFailed' }))
    expect(spoken(screen())).toEqual({
      stage: 'phone',
      error: 'Too many attempts. Please try again later.',
      code: '',
    })
    expect(humanCheck.active()).toBe(0)
    actor.send({ type: 'phone.submit' })
    expect(screen().error).toBeNull()
    await vi.waitFor(() => expect(screen().stage).toBe('code'))
    expect(humanCheck.counts).toEqual({ mounted: 2, cleared: 1 })
  })

  it('keeps digits only, at most six, in the code', async () => {
    const { otp, screen } = await toCodeEntry()
    otp({ type: 'code.change', value: '12a3-45678' })
    expect(screen().code).toBe('123456')
  })

  it('never verifies with five digits', async () => {
    const { otp, screen, confirm } = await toCodeEntry()
    otp({ type: 'code.change', value: '12345' })
    otp({ type: 'code.submit' })
    expect(spoken(screen())).toEqual({ stage: 'code', error: 'Please enter a valid OTP', code: '12345' })
    expect(confirm).not.toHaveBeenCalled()
  })

  it('Back returns to the phone form as entered, with no banner, and ends the session', async () => {
    const { actor, otp, screen, humanCheck } = await toCodeEntry()
    otp({ type: 'code.change', value: '123' })
    otp({ type: 'code.back' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ phoneEntry: 'editing' })
    expect(snapshot.children.phoneOtp).toBeUndefined()
    expect(snapshot.context).toMatchObject({ error: null, phone: '9876543210' })
    expect(screen()).toEqual({ stage: 'phone', error: null, code: '' })
    expect(humanCheck.active()).toBe(0)
  })

  it('a wrong code shows the provider message and lets the user try again', async () => {
    const { actor, otp, screen } = await toCodeEntry()
    otp({ type: 'code.change', value: '000000' })
    otp({ type: 'code.submit' })
    expect(screen().stage).toBe('verifying')
    await vi.waitFor(() => expect(screen().error).not.toBeNull())
    expect(spoken(screen())).toEqual({
      stage: 'code',
      error: 'Invalid OTP. Please try again.',
      code: '000000',
    })
    otp({ type: 'code.change', value: '123456' })
    otp({ type: 'code.submit' })
    await waitFor(actor, (s) => s.matches('verified'))
  })

  it('never verifies twice while a verify is in flight', async () => {
    const { actor, otp, confirm } = await toCodeEntry()
    otp({ type: 'code.change', value: '123456' })
    otp({ type: 'code.submit' })
    otp({ type: 'code.submit' })
    otp({ type: 'code.back' })
    await waitFor(actor, (s) => s.matches('verified'))
    expect(confirm).toHaveBeenCalledTimes(1)
  })

  it('saves the profile, shows verified for 1.5 s, then finishes with the user', async () => {
    vi.useFakeTimers()
    try {
      const { actor, otp, saveProfile, screen } = await toCodeEntry()
      otp({ type: 'code.change', value: '123456' })
      otp({ type: 'code.submit' })
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ verified: 'profileSaved' })).toBe(true))
      expect(screen().stage).toBe('verified')
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
    const { actor, otp } = await toCodeEntry({ saveProfile: async () => Promise.reject(new Error('down')) })
    otp({ type: 'code.change', value: '123456' })
    otp({ type: 'code.submit' })
    await waitFor(actor, (s) => s.matches({ verified: 'profileNotSaved' }))
    await waitFor(actor, (s) => s.status === 'done', { timeout: 3000 })
  })
})
