import { describe, expect, it } from 'vitest'
import { AuthProviderError } from '../../src/auth/AuthGateway'
import { authErrorMessage } from '../../src/auth/authErrors'
import { authErrorMessages } from '../../src/content/messages/signIn'
import { spoken } from '../../src/testing/spoken'

describe('phone sign-in error messages', () => {
  it.each([
    [
      'auth/invalid-app-credential',
      'Phone authentication is not properly configured. Please contact support.',
    ],
    ['auth/invalid-phone-number', 'Please enter a valid phone number.'],
    ['auth/too-many-requests', 'Too many attempts. Please try again later.'],
    ['auth/quota-exceeded', 'SMS quota exceeded. Please try again later.'],
  ])("SPEC §8: %s when sending → '%s'", (code, message) => {
    expect(spoken(authErrorMessage(new AuthProviderError(code), 'send'))).toBe(message)
  })

  it('a wrong code reads as an invalid OTP', () => {
    expect(spoken(authErrorMessage(new AuthProviderError('auth/invalid-verification-code'), 'verify'))).toBe(
      'Invalid OTP. Please try again.',
    )
  })

  it('maps Firebase errors by their code, not their technical message', () => {
    const firebaseLike = Object.assign(new Error('Firebase: Error (auth/code-expired).'), {
      code: 'auth/code-expired',
    })
    expect(spoken(authErrorMessage(firebaseLike, 'verify'))).toBe(
      'This OTP has expired. Please go back and request a new one.',
    )
  })

  it('other send failures show the provider message, or the send fallback', () => {
    expect(
      spoken(authErrorMessage(new AuthProviderError('auth/internal-error', 'SMS gateway down'), 'send')),
    ).toBe('SMS gateway down')
    expect(spoken(authErrorMessage(new AuthProviderError('auth/internal-error'), 'send'))).toBe(
      'Failed to send OTP. Please try again.',
    )
    expect(spoken(authErrorMessage(new Error('Firebase: Error (auth/unknown).'), 'send'))).toBe(
      'Failed to send OTP. Please try again.',
    )
    expect(spoken(authErrorMessage('not an error', 'send'))).toBe('Failed to send OTP. Please try again.')
  })

  it('other verify failures show the provider message, or the verify fallback', () => {
    expect(spoken(authErrorMessage(new Error('Code rejected'), 'verify'))).toBe('Code rejected')
    expect(spoken(authErrorMessage(undefined, 'verify'))).toBe('Invalid OTP. Please try again.')
  })

  it('the human check not being ready is reported as SPEC words it', () => {
    expect(
      spoken(
        authErrorMessage(
          new AuthProviderError('auth/argument-error', 'reCAPTCHA verifier not initialized'),
          'send',
        ),
      ),
    ).toBe('reCAPTCHA verifier not initialized')
  })

  it('every mapped code has a readable sentence', () => {
    for (const [code, message] of Object.entries(authErrorMessages)) {
      expect(code).toMatch(/^auth\/[a-z-]+$/)
      expect(message).toMatch(/^[A-Z].{10,}/)
      expect(message).not.toMatch(/Firebase|auth\//)
    }
  })
})
