import { describe, expect, it } from 'vitest'
import { isNavActive } from '../../src/app/navigation'

describe('navigation highlight (SPEC §2)', () => {
  it('highlights an item whose path equals the current path', () => {
    expect(isNavActive('/', '/')).toBe(true)
    expect(isNavActive('/chadava', '/chadava')).toBe(true)
  })

  it('highlights a non-root item for paths below it', () => {
    expect(isNavActive('/virtual-puja/abc', '/virtual-puja')).toBe(true)
  })

  it('never highlights Home for other pages', () => {
    expect(isNavActive('/about', '/')).toBe(false)
  })
})
