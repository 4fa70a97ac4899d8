import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { phoneOtpMachine } from '../../../machines/phoneOtp.machine'
import type { AuthGateway } from '../../../src/auth/AuthGateway'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import { createPhoneOtpImplementations } from '../../../src/features/signIn/phoneOtpImplementations'
import { spoken } from '../../../src/testing/spoken'

/** The mock provider, counting how its human check is mounted and cleared. */
function countingGateway() {
  const gateway = createMockAuthGateway({ delayMs: 1 })
  const counts = { mounted: 0, cleared: 0 }
  const counted: AuthGateway = {
    ...gateway,
    mountHumanCheck() {
      counts.mounted += 1
      const clear = gateway.mountHumanCheck()
      return () => {
        counts.cleared += 1
        clear()
      }
    },
  }
  return { gateway: counted, counts }
}

function session(phoneNumber: string, gateway: AuthGateway) {
  const logic = phoneOtpMachine.provide(createPhoneOtpImplementations({ gateway: async () => gateway }))
  return createActor(logic, { input: { phoneNumber, codeRule: 'sixDigits' } }).start()
}

describe('the phone OTP session on the sign-in provider', () => {
  it('mounts the human check before sending, keeps one for the session, and clears it at the end', async () => {
    const { gateway, counts } = countingGateway()
    const actor = session('+919876543210', gateway)
    await waitFor(actor, (s) => s.matches('codeEntry'))
    actor.send({ type: 'code.resend' })
    await waitFor(actor, (s) => s.matches('codeEntry'))
    expect(counts).toEqual({ mounted: 1, cleared: 0 })
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'verified',
      user: { uid: 'mock-919876543210' },
    })
    expect(counts).toEqual({ mounted: 1, cleared: 1 })
  })

  it('a session stopped before the provider loads never mounts a human check', async () => {
    const { gateway, counts } = countingGateway()
    let load: (value: AuthGateway) => void = () => {}
    const loading = new Promise<AuthGateway>((resolve) => {
      load = resolve
    })
    const logic = phoneOtpMachine.provide(createPhoneOtpImplementations({ gateway: () => loading }))
    const actor = createActor(logic, { input: { phoneNumber: '+919876543210', codeRule: 'entered' } }).start()
    actor.stop()
    load(gateway)
    await loading
    expect(counts).toEqual({ mounted: 0, cleared: 0 })
  })

  it.each([
    ['+919000000001', 'Phone authentication is not properly configured. Please contact support.'],
    ['+919000000002', 'Please enter a valid phone number.'],
    ['+919000000003', 'Too many attempts. Please try again later.'],
    ['+919000000004', 'SMS quota exceeded. Please try again later.'],
    ['+919000000005', 'The SMS provider is unavailable right now.'],
  ])('a send to %s ends with %j, and the human check is cleared', async (phone, message) => {
    const { gateway, counts } = countingGateway()
    const actor = session(phone, gateway)
    await waitFor(actor, (s) => s.status === 'done')
    expect(spoken(actor.getSnapshot().output)).toEqual({ status: 'sendFailed', error: message })
    expect(counts).toEqual({ mounted: 1, cleared: 1 })
  })

  it("a wrong code reads SPEC's 'Invalid OTP. Please try again.'", async () => {
    const { gateway } = countingGateway()
    const actor = session('+919876543210', gateway)
    await waitFor(actor, (s) => s.matches('codeEntry'))
    actor.send({ type: 'code.change', value: '000000' })
    actor.send({ type: 'code.submit' })
    await waitFor(actor, (s) => s.matches({ codeEntry: 'verifyFailed' }))
    expect(spoken(actor.getSnapshot().context.error)).toBe('Invalid OTP. Please try again.')
  })

  it("a provider that cannot be loaded reads SPEC's send fallback", async () => {
    const logic = phoneOtpMachine.provide(
      createPhoneOtpImplementations({ gateway: () => Promise.reject(new Error('')) }),
    )
    const actor = createActor(logic, { input: { phoneNumber: '+919876543210', codeRule: 'entered' } }).start()
    await waitFor(actor, (s) => s.status === 'done')
    expect(spoken(actor.getSnapshot().output)).toEqual({
      status: 'sendFailed',
      error: 'Failed to send OTP. Please try again.',
    })
  })
})
