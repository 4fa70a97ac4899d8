/**
 * React Router 7's package exports point every bundler at its development build, whatever the mode
 * (remix-run/react-router#14102): a production bundle then keeps the router's development warnings, which print to a
 * visitor's console, and their text. The package ships its production build beside it, identical but for
 * `ENABLE_DEV_WARNINGS`; this plugin makes every build (the site's, its prerender step's, the demo's) use that one.
 * The dev server and the tests keep the warnings.
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const productionBuild = resolve(import.meta.dirname, '../node_modules/react-router/dist/production')

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${productionBuild}/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${productionBuild}/dom-export.mjs` },
        ],
      },
    }),
  }
}
