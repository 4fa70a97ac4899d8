/**
 * Seed dates are written relative to `meta.seedDate`; the mock moves them by whole days so that, whatever day it
 * runs, the same entries are today, upcoming or past. Calendar days are India's (IST), where the temples are.
 */
const DAY_MS = 86_400_000
const IST_OFFSET_MS = 330 * 60_000

/** The calendar day in India at an instant, as days since the epoch. */
function indiaDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + IST_OFFSET_MS) / DAY_MS)
}

/** Whole days from the seed day to the current India day. */
export function daysSinceSeed(seedDate: string, now: Date): number {
  return indiaDayNumber(now) - Math.floor(Date.parse(`${seedDate}T00:00:00Z`) / DAY_MS)
}

/** Moves an ISO date-time by whole days, keeping a date-only value (YYYY-MM-DD) date-only. */
export function shiftIso(iso: string, days: number): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const shifted = new Date(time + days * DAY_MS).toISOString()
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? shifted.slice(0, 10) : shifted
}

export function isSameIndiaDay(a: Date, b: Date): boolean {
  return indiaDayNumber(a) === indiaDayNumber(b)
}
