/** The sign-in provider's code, lost to a dropped connection, is asked for again, and the dialog says why it failed. */
import { describe, expect, it, vi } from 'vitest'
import type { AuthGateway } from '../../src/auth/AuthGateway'
import { authErrorMessage } from '../../src/auth/authErrors'
import { AuthProviderUnreachable, createGatewayLoader } from '../../src/auth/loadAuthGateway'
import { say } from '../../src/content/text'

const gateway = {} as AuthGateway

describe('the sign-in provider’s loader', () => {
  it('loads the provider once', async () => {
    const importProvider = vi.fn(async () => () => gateway)
    const load = createGatewayLoader(importProvider)
    expect(await load()).toBe(gateway)
    expect(await load()).toBe(gateway)
    expect(importProvider).toHaveBeenCalledTimes(1)
  })

  it('after its code did not arrive, asks for it again, and says a network error meanwhile', async () => {
    const importProvider = vi
      .fn<() => Promise<() => AuthGateway>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/mockAuthGateway.js'),
      )
      .mockResolvedValue(() => gateway)
    const load = createGatewayLoader(importProvider)
    const failure = await load().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AuthProviderUnreachable)
    expect(say(authErrorMessage(failure, 'send'))).toBe(
      'Network error: please check your connection and try again.',
    )
    expect(await load()).toBe(gateway)
    expect(importProvider).toHaveBeenCalledTimes(2)
  })
})
