/** Dates and times of pujas and chadavas as shown on cards and details; 'Not specified' when invalid or empty (SPEC §8). */
export const NOT_SPECIFIED = 'Not specified'

export function parseSchedule(value: string | undefined): Date | null {
  if (!value?.trim()) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatScheduleDate(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? date.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    : NOT_SPECIFIED
}

export function formatScheduleTime(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: true })
    : NOT_SPECIFIED
}
