// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VISITOR_ZONE_SCRIPT } from '../../scripts/prerender/visitorZoneScript'

/** Runs the script as the page does, on a clock `offset` minutes behind UTC (`Date#getTimezoneOffset`). */
function runOnClock(offset: number): boolean {
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset)
  new Function(VISITOR_ZONE_SCRIPT)()
  return 'visitorAbroad' in document.documentElement.dataset
}

describe('the visitor-zone part of a prerendered page’s inline script', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    delete document.documentElement.dataset.visitorAbroad
  })

  it('marks the page of a visitor whose clock is not India’s, so the line of their own time is kept', () => {
    expect(runOnClock(300)).toBe(true) // New York in winter
    delete document.documentElement.dataset.visitorAbroad
    expect(runOnClock(0)).toBe(true) // London in winter
    delete document.documentElement.dataset.visitorAbroad
    expect(runOnClock(-345)).toBe(true) // Kathmandu, UTC+5:45
  })

  it('leaves the page of a visitor on India’s time as it is', () => {
    expect(runOnClock(-330)).toBe(false)
  })
})
