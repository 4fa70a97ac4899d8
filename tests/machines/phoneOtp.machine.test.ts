import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { phoneOtpMachine, type PhoneOtpInput } from '../../machines/phoneOtp.machine'
import { authErrorMessages, signInFailureMessages } from '../../src/content/messages/signIn'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'
import { confirmation, controlledPhoneOtp, settle, verifiedGuest } from './bookingHarness'

function startSession(input: Partial<PhoneOtpInput> = {}) {
  const otp = controlledPhoneOtp()
  const actor = createActor(otp.logic, {
    input: { phoneNumber: '+919876543210', codeRule: 'sixDigits', ...input },
  }).start()
  return { ...otp, actor }
}

async function toCodeEntry(input: Partial<PhoneOtpInput> = {}) {
  const run = startSession(input)
  run.sendCode.last().resolve(confirmation)
  await settle()
  return run
}

describe('phoneOtp machine', () => {
  it('sends the code to the full number at once, with the human check mounted', () => {
    const { actor, sendCode, humanCheck } = startSession()
    expect(actor.getSnapshot().value).toEqual({ sending: 'first' })
    expect(sendCode.calls.map((call) => call.input)).toEqual(['+919876543210'])
    expect(humanCheck.counts).toEqual({ mounted: 1, cleared: 0 })
  })

  it('asks for the code once it is sent; code events wait until then', async () => {
    const { actor, sendCode } = startSession()
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.resend' })
    expect(sendCode.calls).toHaveLength(1)
    sendCode.last().resolve(confirmation)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'editing' })
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: null, confirmation })
  })

  it('a failed send ends the session with its message and clears the human check', async () => {
    const { actor, sendCode, humanCheck } = startSession()
    sendCode.last().reject(new TextError(textOf(authErrorMessages, 'auth/quota-exceeded')))
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().value).toBe('sendFailed')
    expect(spoken(actor.getSnapshot().output)).toEqual({
      status: 'sendFailed',
      error: 'SMS quota exceeded. Please try again later.',
    })
    expect(humanCheck.counts).toEqual({ mounted: 1, cleared: 1 })
  })

  it('keeps digits only, at most six; typing clears the message', async () => {
    const { actor } = await toCodeEntry()
    actor.send({ type: 'code.submit' })
    expect(spoken(actor.getSnapshot().context.error)).toBe('Please enter a valid OTP')
    actor.send({ type: 'code.change', value: '12a3-45678' })
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'editing' })
    expect(actor.getSnapshot().context).toMatchObject({ code: '123456', error: null })
  })

  it.each([
    ['sixDigits', '12345', 'Please enter a valid OTP'],
    ['sixDigits', '', 'Please enter a valid OTP'],
    ['entered', '', 'Please enter the OTP code'],
  ] as const)('under the %s rule, the code %j is not verified: %j', async (codeRule, code, message) => {
    const { actor, verifyCode } = await toCodeEntry({ codeRule })
    actor.send({ type: 'code.change', value: code })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'invalid' })
    expect(spoken(actor.getSnapshot().context.error)).toBe(message)
    expect(verifyCode.calls).toHaveLength(0)
  })

  it('under the entered rule, a short code goes to the provider', async () => {
    const { actor, verifyCode } = await toCodeEntry({ codeRule: 'entered' })
    actor.send({ type: 'code.change', value: '123' })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().value).toBe('verifying')
    expect(verifyCode.last().input).toEqual({ confirmation, code: '123' })
  })

  it('a refused code stays on code entry with the message; verifying ignores further events', async () => {
    const { actor, verifyCode } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '000000' })
    actor.send({ type: 'code.submit' })
    actor.send({ type: 'code.submit' })
    actor.send({ type: 'code.back' })
    actor.send({ type: 'code.resend' })
    expect(verifyCode.calls).toHaveLength(1)
    verifyCode.last().reject(new TextError(textOf(signInFailureMessages, 'invalidOtp')))
    await settle()
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'verifyFailed' })
    expect(spoken(actor.getSnapshot().context)).toMatchObject({
      code: '000000',
      error: 'Invalid OTP. Please try again.',
    })
  })

  it('a confirmed code ends the session with the verified user and clears the human check', async () => {
    const { actor, verifyCode, humanCheck } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    verifyCode.last().resolve(verifiedGuest)
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ status: 'verified', user: verifiedGuest })
    expect(humanCheck.counts).toEqual({ mounted: 1, cleared: 1 })
  })

  it('Resend sends again to the same number through the same human check, with the code cleared', async () => {
    const { actor, sendCode, humanCheck } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '000000' })
    actor.send({ type: 'code.resend' })
    expect(actor.getSnapshot().value).toEqual({ sending: 'again' })
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: null })
    expect(sendCode.calls.map((call) => call.input)).toEqual(['+919876543210', '+919876543210'])
    sendCode.last().resolve(confirmation)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'resent' })
    expect(humanCheck.counts).toEqual({ mounted: 1, cleared: 0 })
    actor.send({ type: 'code.change', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ codeEntry: 'editing' })
  })

  it('a failed resend ends the session with its message', async () => {
    const { actor, sendCode } = await toCodeEntry()
    actor.send({ type: 'code.resend' })
    sendCode.last().reject(new TextError(textOf(authErrorMessages, 'auth/too-many-requests')))
    await settle()
    expect(spoken(actor.getSnapshot().output)).toEqual({
      status: 'sendFailed',
      error: 'Too many attempts. Please try again later.',
    })
  })

  it('Back ends the session with no message, even after a refused code', async () => {
    const { actor, verifyCode, humanCheck } = await toCodeEntry()
    actor.send({ type: 'code.change', value: '000000' })
    actor.send({ type: 'code.submit' })
    verifyCode.last().reject(new TextError(textOf(signInFailureMessages, 'invalidOtp')))
    await settle()
    actor.send({ type: 'code.back' })
    expect(actor.getSnapshot().output).toEqual({ status: 'back' })
    expect(humanCheck.active()).toBe(0)
  })

  it('stopping the session (the dialog closed) clears the human check', async () => {
    const { actor, humanCheck } = await toCodeEntry()
    actor.stop()
    expect(humanCheck.counts).toEqual({ mounted: 1, cleared: 1 })
  })

  it('fails loudly when its actors are not provided', () => {
    const actor = createActor(phoneOtpMachine, {
      input: { phoneNumber: '+919876543210', codeRule: 'entered' },
    })
    const errors: unknown[] = []
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.start()
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(errors[0])).toContain("The actor 'humanCheck' was not provided")
  })
})
