import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { config as configureZod } from 'zod/v4/core'
import { App } from './app/App'

// The production Content-Security-Policy allows no eval: zod parses without compiling code, and does not probe with
// `new Function` (which a strict policy reports as a violation even though zod catches the refusal).
configureZod({ jitless: true })

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== 'msw') return
  const [{ startMockWorker }, { installInspector }] = await Promise.all([
    import('../mocks/browser'),
    import('./lib/inspector'),
  ])
  await Promise.all([startMockWorker(), installInspector(window.location.search)])
}

async function start(): Promise<void> {
  await startMockBackend()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
