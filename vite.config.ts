/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { lightSchemeOnly } from './scripts/lightSchemeOnly.ts'
import { paletteColorsInUse, siteAndMantineCode } from './scripts/paletteColorsInUse.ts'
import { prerenderPlugin } from './scripts/prerender/prerenderPlugin.ts'
import { reactRouterProductionBuild } from './scripts/reactRouterProductionBuild.ts'
import { staticImports, staticImportsChunk, translationsChunk } from './scripts/staticImportsChunk.ts'
import { TRANSLATED_LANGUAGES } from './src/lib/language.ts'

/** The production build carries no mock code: drop MSW's service worker that `public/` holds for dev and demo. */
function dropMockWorkerInProduction(mode: string): Plugin {
  return {
    name: 'drop-mock-worker-in-production',
    apply: 'build',
    closeBundle() {
      if (mode === 'production') rmSync(resolve('dist/mockServiceWorker.js'), { force: true })
    },
  }
}

/** One chunk for the start and one for its translations, one for the visitor's location (`staticImportsChunk.ts`). */
function codeSplittingGroups() {
  const startup = staticImports(resolve(import.meta.dirname, 'src/main.tsx'))
  const location = staticImports(resolve(import.meta.dirname, 'src/app/location/runVisitorLocation.ts'))
  return [
    staticImportsChunk('startup', startup),
    translationsChunk('startup', startup, TRANSLATED_LANGUAGES),
    staticImportsChunk('location', location),
  ]
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    dropMockWorkerInProduction(mode),
    contentSecurityPolicy(),
    prerenderPlugin(),
  ],
  css: {
    postcss: {
      // At build only: the dev server would keep a colour's variables out until restarted after the code named it.
      plugins:
        command === 'build'
          ? [lightSchemeOnly(), paletteColorsInUse(siteAndMantineCode(import.meta.dirname))]
          : [lightSchemeOnly()],
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Chunks matter to browsers only: the server build that prerenders the pages keeps Rolldown's own.
        ...(isSsrBuild ? {} : { codeSplitting: { groups: codeSplittingGroups() } }),
      },
    },
  },
  test: {
    // Every core (Vitest's default leaves one to its main process, which mostly waits): on a 2-core CI machine,
    // two workers ran the suite in 201 s instead of 339 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/{machines,domain,lib,auth,app,components,scripts,i18n}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/mocks/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/{features,components,app,auth,stories,lib}/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
          // Each test file imports Mantine, the icons and the router anew, hundreds of modules: bundled once by Vite's
          // optimizer, the files' import time fell from 34 s to 12 s. React and what uses it are bundled with them, so
          // the bundles share one React.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/form',
                  '@tabler/icons-react',
                  'react-router',
                  'xstate',
                  '@xstate/react',
                  'zod/mini',
                  'ky',
                  'react',
                  'react-dom',
                  'react-dom/client',
                  '@testing-library/react',
                  '@testing-library/user-event',
                ],
              },
            },
          },
          // Whole pages of Mantine in jsdom, typed into with userEvent: seconds each on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
}))
