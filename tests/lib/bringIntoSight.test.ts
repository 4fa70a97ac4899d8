// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bringIntoSight } from '../../src/lib/bringIntoSight'

/** An element whose top is `top` px down the screen, recording how it was scrolled. */
function elementAt(top: number) {
  const element = document.createElement('div')
  element.getBoundingClientRect = () => ({ top }) as DOMRect
  element.scrollIntoView = vi.fn()
  return element
}

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as unknown as typeof window.matchMedia
}

describe('bringIntoSight', () => {
  const original = window.matchMedia
  afterEach(() => {
    window.matchMedia = original
  })

  it('scrolls, smoothly, to what lies in the lower half of the screen, below it, or above it', () => {
    reducedMotion(false)
    for (const top of [window.innerHeight / 2, window.innerHeight + 400, -300]) {
      const element = elementAt(top)
      bringIntoSight(element)
      expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    }
  })

  it('jumps without motion for a visitor who asks for reduced motion', () => {
    reducedMotion(true)
    const element = elementAt(window.innerHeight + 400)
    bringIntoSight(element)
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('leaves the page where it is when the element is in the upper half of the screen', () => {
    reducedMotion(false)
    for (const top of [0, 100, window.innerHeight / 2 - 1]) {
      const element = elementAt(top)
      bringIntoSight(element)
      expect(element.scrollIntoView).not.toHaveBeenCalled()
    }
  })
})
