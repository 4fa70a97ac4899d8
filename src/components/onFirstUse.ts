/** What shows a visitor is using the page, not only looking at it. */
const FIRST_USE = ['pointerdown', 'keydown', 'scroll'] as const

/**
 * Runs `action` once, at the visitor's first touch, key or scroll: the moment to fetch what the page may need next
 * (a dialog, another sign's reading), after the page's own load. Returns what cancels it.
 */
export function onFirstUse(action: () => void): () => void {
  const cancel = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, run)
  }
  function run() {
    cancel()
    action()
  }
  for (const type of FIRST_USE) window.addEventListener(type, run, { passive: true })
  return cancel
}
