import { describe, expect, it } from 'vitest'
import { wasPrerenderedFor } from '../../src/app/appRouter'
import { APP_SHELL, NOT_FOUND_PATH } from '../../src/app/routes'

const at = (pathname: string) => ({ pathname })

describe('a prerendered page is hydrated only where it was rendered for', () => {
  it('hydrates the same path, with or without a trailing slash', () => {
    expect(wasPrerenderedFor('/virtual-puja', at('/virtual-puja'))).toBe(true)
    expect(wasPrerenderedFor('/virtual-puja', at('/virtual-puja/'))).toBe(true)
    expect(wasPrerenderedFor('/', at('/'))).toBe(true)
  })

  it('renders afresh the app shell, or a page served for another path', () => {
    expect(wasPrerenderedFor(undefined, at('/virtual-puja'))).toBe(false)
    expect(wasPrerenderedFor(APP_SHELL, at('/virtual-puja/abc'))).toBe(false)
    expect(wasPrerenderedFor(APP_SHELL, at(`/${APP_SHELL}`))).toBe(false)
    expect(wasPrerenderedFor('/', at('/virtual-puja/abc'))).toBe(false)
    expect(wasPrerenderedFor('/virtual-puja', at('/virtual-puja/abc'))).toBe(false)
  })

  it('hydrates the not-found page on any path no other route takes, and on no other', () => {
    expect(wasPrerenderedFor(NOT_FOUND_PATH, at('/no/such/page'))).toBe(true)
    expect(wasPrerenderedFor(NOT_FOUND_PATH, at('/blog'))).toBe(false)
  })
})
