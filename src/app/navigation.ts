import { navigationMessages } from '../content/messages/app'

export const navItems = [
  { label: navigationMessages.home, to: '/' },
  { label: navigationMessages.puja, to: '/virtual-puja' },
  { label: navigationMessages.chadava, to: '/chadava' },
  { label: navigationMessages.horoscope, to: '/horoscope' },
  { label: navigationMessages.about, to: '/about' },
  { label: navigationMessages.contact, to: '/contact' },
] as const

/** SPEC §2: an item is highlighted when the path equals it or, for non-root items, starts with it. */
export function isNavActive(pathname: string, to: string): boolean {
  if (pathname === to) return true
  return to !== '/' && pathname.startsWith(to)
}
