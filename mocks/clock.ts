/**
 * The mock backend's clock (issue 14): the real time moved by an offset, so tests and QA can see orders move through
 * their steps without waiting. Tests call setClockOffset; in the browser `?mockClock=<hours>` on any page sets it and
 * keeps it for the browser session (browser.ts).
 */
import { systemEnv } from './backend/env'
import type { BackendEnv } from './backend/types'

const HOUR_MS = 3_600_000
let offsetMs = 0

export function setClockOffset(ms: number): void {
  offsetMs = ms
}

/** `?mockClock=<hours>` read as an offset in milliseconds; null when absent or not a number. */
export function clockOffsetFromHours(hours: string | null): number | null {
  if (hours === null || hours.trim() === '') return null
  const value = Number(hours)
  return Number.isFinite(value) ? value * HOUR_MS : null
}

/** The system's ids with the moved clock. */
export const mockClockEnv: BackendEnv = {
  newId: systemEnv.newId,
  now: () => new Date(Date.now() + offsetMs),
}
