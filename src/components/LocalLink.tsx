/**
 * React Router's `Link` for the site's own pages: a path (`/virtual-puja`) leads to that page in the language being
 * shown (`/hi/virtual-puja` in Hindi). Every link of the site goes through it.
 */
import { Link as RouterLink, type LinkProps } from 'react-router'
import { localPath } from '../lib/language'

export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={typeof to === 'string' && to.startsWith('/') ? localPath(to) : to} {...props} />
}
