/** SPEC §2: the page for a path no route has. */
export const notFoundMessages = {
  code: '404',
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
} as const
