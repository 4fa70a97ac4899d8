/**
 * `npm run size:floor`: the least a first visit to home can download with the stack DESIGN §1 fixes and what SPEC
 * asks of every first visit, to weigh issue 12's home budget (143.6 KB until idle, the weight of an empty starter)
 * against it. Each library is built alone, minified for production, using only the little the site needs of it:
 *   - React and React DOM hydrating a page; React Router's router with the hooks and links the site uses;
 *   - Mantine's provider and a Button, with the styles every Mantine page needs and the Button's;
 *   - the visitor's location, detected on every first visit (SPEC §3, §6): an XState machine invoking a promise
 *     (every flow is a machine, DESIGN §1), its reply parsed with zod/mini (every reply is parsed) and fetched with
 *     ky (DESIGN §1, §4).
 * Prints gzip (level 9) bytes per piece and their sum beside the budget. A benchmark: it does not fail.
 */
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { lightSchemeOnly } from './lightSchemeOnly.ts'
import { paletteColorsInUse } from './paletteColorsInUse.ts'
import { root } from './productionSite.mjs'
import { KB, kb, print } from './report.mjs'

const HOME_BUDGET = 143.6 * KB

const pieces = [
  {
    name: 'React + React DOM (hydrateRoot)',
    code: `import { createElement } from 'react'
      import { hydrateRoot } from 'react-dom/client'
      hydrateRoot(document.getElementById('root'), createElement('div'))`,
  },
  {
    name: 'React Router (router, hooks, Link)',
    react: 'external',
    code: `import * as router from 'react-router'
      window.router = [router.unstable_HistoryRouter, router.UNSAFE_createBrowserHistory, router.useRoutes,
        router.matchRoutes, router.Link, router.Navigate, router.Outlet, router.useLocation, router.useParams,
        router.useNavigate, router.useSearchParams]`,
  },
  {
    name: 'Mantine (provider, Button, their styles)',
    react: 'external',
    code: `import '@mantine/core/styles/baseline.layer.css'
      import '@mantine/core/styles/default-css-variables.layer.css'
      import '@mantine/core/styles/global.layer.css'
      import '@mantine/core/styles/UnstyledButton.layer.css'
      import '@mantine/core/styles/Button.layer.css'
      import { Button, MantineProvider } from '@mantine/core'
      window.mantine = [Button, MantineProvider]`,
  },
  {
    name: 'XState (a machine invoking a promise)',
    code: `import { assign, createActor, fromPromise, setup } from 'xstate'
      const machine = setup({ actors: { detect: fromPromise(async () => 'IN') } }).createMachine({
        context: { code: null },
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              src: 'detect',
              onDone: { target: 'resolved', actions: assign({ code: ({ event }) => event.output }) },
              onError: 'failed',
            },
          },
          resolved: {},
          failed: {},
        },
      })
      createActor(machine).start()`,
  },
  {
    name: 'zod/mini (a location reply parsed)',
    code: `import { z } from 'zod/mini'
      const reply = z.object({ country_name: z.string(), country_code: z.string(), error: z.optional(z.boolean()) })
      window.parsed = reply.safeParse(window.reply)`,
  },
  {
    name: 'ky (one instance)',
    code: `import ky from 'ky'
      window.api = ky.create({ timeout: 5000 })`,
  },
]

/** gzip bytes of the JS and CSS a piece builds to. */
async function builtSize({ code, react }) {
  const entry = 'size-floor-entry.js'
  const { output } = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The trims the site's build makes to Mantine's styles: no dark scheme, no palette colour nothing names.
    css: { postcss: { plugins: [lightSchemeOnly(), paletteColorsInUse(code)] } },
    plugins: [
      {
        name: 'size-floor-entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) => (id === entry ? code : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      cssCodeSplit: false,
      rolldownOptions: {
        input: entry,
        external: react === 'external' ? ['react', 'react-dom', 'react/jsx-runtime'] : [],
      },
    },
  })
  return output
    .filter((file) => /\.(js|css)$/.test(file.fileName))
    .reduce(
      (sum, file) => sum + gzipSync(file.type === 'chunk' ? file.code : file.source, { level: 9 }).length,
      0,
    )
}

print('\nThe least a first visit to home downloads with the fixed stack (gzip level 9, 1 KB = 1,024 bytes)\n')
let sum = 0
for (const piece of pieces) {
  const bytes = await builtSize(piece)
  sum += bytes
  print(`${piece.name.padEnd(48)}${kb(bytes).padStart(10)}`)
}
print(`${'sum, before any of the site’s own code or texts'.padEnd(48)}${kb(sum).padStart(10)}`)
print(`${'issue 12’s budget for home until idle'.padEnd(48)}${kb(HOME_BUDGET).padStart(10)}`)
print(`${'left for the site itself'.padEnd(48)}${kb(HOME_BUDGET - sum).padStart(10)}`)
