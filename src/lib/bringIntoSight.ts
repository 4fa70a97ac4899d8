import { mediaQuery } from './mediaQuery'

const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)')

/**
 * Scrolls `element` up into sight when its top is in the lower half of the screen or below it: what a tap changed
 * farther down the page (on a phone, where the page's columns stand one above the other). Smoothly, unless the visitor
 * asks for reduced motion; the element's `scroll-margin-top` keeps it clear of the sticky header.
 */
export function bringIntoSight(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top < window.innerHeight / 2) return
  element.scrollIntoView?.({ behavior: reducedMotion.matches() ? 'auto' : 'smooth', block: 'start' })
}
