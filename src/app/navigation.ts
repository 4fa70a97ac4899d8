import { navigationMessages } from '../content/messages/app'

/** The navigation's items: each one's text (a key of the navigation's messages) and site path. */
export const navItems = [
  { label: 'home', to: '/' },
  { label: 'puja', to: '/virtual-puja' },
  { label: 'chadava', to: '/chadava' },
  { label: 'horoscope', to: '/horoscope' },
  { label: 'about', to: '/about' },
  { label: 'contact', to: '/contact' },
] as const satisfies readonly { label: keyof typeof navigationMessages; to: string }[]

/**
 * SPEC §2: an item is highlighted when the path (without its language prefix) equals it or, for non-root items, starts
 * with it.
 */
export function isNavActive(pathname: string, to: string): boolean {
  if (pathname === to) return true
  return to !== '/' && pathname.startsWith(to)
}
