/** Dates in the visitor's own calendar. */
import { useSyncExternalStore } from 'react'

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export function localDateKey(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const unchanging = () => () => {}
/** A prerendered page was made on another day: it shows no date until the browser says which day it is. */
const unknownOnTheServer = () => null

/** Today as YYYY-MM-DD, or null while a prerendered page is being hydrated. */
export function useToday(): string | null {
  return useSyncExternalStore(unchanging, localDateKey, unknownOnTheServer)
}
