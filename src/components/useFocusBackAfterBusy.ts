import { useLayoutEffect, useRef } from 'react'

/**
 * Gives the focus back to a button that held it when it turned busy. A busy Mantine button is disabled, and Chromium
 * then moves the focus to the page's body: a keyboard user who pressed Refresh or Send would go on from the top of the
 * page. Once the button is no longer busy, and if nothing else has taken the focus, it takes it again. Attach the ref
 * to the button.
 */
export function useFocusBackAfterBusy<T extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const button = useRef<T>(null)
  const hadFocus = useRef(false)
  useLayoutEffect(() => {
    // Read as the button turns busy, before Chromium's next style update moves the focus away from it.
    if (busy) {
      hadFocus.current = button.current !== null && document.activeElement === button.current
      return
    }
    if (!hadFocus.current) return
    hadFocus.current = false
    const focused = document.activeElement
    if (focused === null || focused === document.body) button.current?.focus({ preventScroll: true })
  }, [busy])
  return button
}
