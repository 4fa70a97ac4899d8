/** Dates in the visitor's own calendar. */
import { useBrowserValue } from '../../lib/browserValue'

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export function localDateKey(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const today = () => localDateKey()

/**
 * Today as YYYY-MM-DD, or null while a prerendered page is being hydrated: it was made on another day, and shows no
 * date until the browser says which day it is.
 */
export function useToday(): string | null {
  return useBrowserValue<string | null>(today, null)
}
