import { useCallback } from 'react'
import { useBrowserValue } from '../../lib/browserValue'

/** The longest wait a browser timer keeps (2^31 - 1 ms, about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2_147_483_647

/**
 * Whether `at` has passed: false on a prerendered page until it comes alive (the build cannot know when it is read),
 * and true from the moment it passes while the page is open.
 */
export function useHasPassed(at: Date | null): boolean {
  const time = at?.getTime() ?? null
  const read = useCallback(() => time !== null && time <= Date.now(), [time])
  const subscribe = useCallback(
    (changed: () => void) => {
      const wait = time === null ? 0 : time - Date.now()
      if (wait <= 0 || wait > LONGEST_TIMER_MS) return () => {}
      const timer = setTimeout(changed, wait)
      return () => clearTimeout(timer)
    },
    [time],
  )
  return useBrowserValue(read, false, subscribe)
}
