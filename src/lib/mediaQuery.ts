/**
 * A CSS media query as a browser value (`useBrowserValue`): `matches` reads it, `subscribe` calls back when it
 * changes. Without `matchMedia` (an older browser, a test's DOM) it never matches.
 */
export function mediaQuery(query: string) {
  const supported = () => typeof window.matchMedia === 'function'
  return {
    matches: (): boolean => supported() && window.matchMedia(query).matches,
    subscribe(changed: () => void): () => void {
      if (!supported()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
  }
}
