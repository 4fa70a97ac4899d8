export const navItems = [
  { label: 'Home', to: '/' },
  { label: 'Puja', to: '/virtual-puja' },
  { label: 'Chadava', to: '/chadava' },
  { label: 'Horoscope', to: '/horoscope' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const

/** SPEC §2: an item is highlighted when the path equals it or, for non-root items, starts with it. */
export function isNavActive(pathname: string, to: string): boolean {
  if (pathname === to) return true
  return to !== '/' && pathname.startsWith(to)
}
