import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryPath, rememberLanguage } from '../../src/app/documentLanguage'
import { memoryStorage } from '../mocks/testEnv'

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

describe('the language a visit opens in', () => {
  it('is the URL’s: a shared link opens in the language it was shared in', () => {
    expect(entryPath('/hi/about', ['en-US'])).toBe('/hi/about')
    rememberLanguage('en')
    expect(entryPath('/about', ['hi-IN'])).toBe('/about')
  })

  it('on a first visit, follows a browser that asks for Hindi before English', () => {
    expect(entryPath('/virtual-puja', ['hi-IN', 'en'])).toBe('/hi/virtual-puja')
    expect(entryPath('/', ['hi'])).toBe('/hi')
    expect(entryPath('/', ['en-GB', 'hi'])).toBe('/')
    expect(entryPath('/', ['fr-FR'])).toBe('/')
  })

  it('brings back a visitor who chose Hindi to the Hindi home page, and nowhere else', () => {
    rememberLanguage('hi')
    expect(entryPath('/', ['en-US'])).toBe('/hi')
    expect(entryPath('/contact', ['en-US'])).toBe('/contact')
  })

  it('ignores a remembered value that is not a language', () => {
    localStorage.setItem('sankalp.language', '"fr"')
    expect(entryPath('/', ['hi-IN'])).toBe('/hi')
  })
})
