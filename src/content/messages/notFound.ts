import { catalog } from '../catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/notFound.ts', { import: 'default' }))

/** SPEC §2: the page for a path no route has. */
export const notFoundMessages = translatable('notFoundMessages', {
  code: '404',
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
} as const)
