import './lib/zodJitless'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { createAppRouter, wasPrerenderedFor } from './app/appRouter'

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== 'msw') return
  const [{ startMockWorker }, { installInspector }] = await Promise.all([
    import('../mocks/browser'),
    import('./lib/inspector'),
  ])
  await Promise.all([startMockWorker(), installInspector(window.location.search)])
}

/** Hydrates the page prerendered for this location, or renders the app into the empty shell. */
async function start(): Promise<void> {
  const [router] = await Promise.all([createAppRouter(window.location), startMockBackend()])
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (wasPrerenderedFor(root.dataset.prerendered, window.location)) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

void start()
