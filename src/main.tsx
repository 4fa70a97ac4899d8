import './lib/zodJitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'

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
