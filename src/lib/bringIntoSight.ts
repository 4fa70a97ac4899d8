import { mediaQuery } from './mediaQuery'

const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)')

/**
 * Scrolls to `element` when its top is not in the upper half of the screen (above it, or lower down): what a tap
 * changed elsewhere on the page (on a phone, where the page's columns stand one above the other). Smoothly, unless the
 * visitor asks for reduced motion; the element's `scroll-margin-top` keeps it clear of the sticky header.
 */
export function bringIntoSight(element: HTMLElement | null): void {
  const top = element?.getBoundingClientRect().top
  if (!element || top === undefined || (top >= 0 && top < window.innerHeight / 2)) return
  element.scrollIntoView?.({ behavior: reducedMotion.matches() ? 'auto' : 'smooth', block: 'start' })
}
