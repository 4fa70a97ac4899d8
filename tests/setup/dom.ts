import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from '../../mocks/node'
import { resetScenario } from '../../mocks/scenarios'

// A reply through MSW and a Mantine re-render took over Testing Library's default second on a busy 2-core CI machine,
// failing a findBy that passes in 4 s alone.
configure({ asyncUtilTimeout: 5_000 })

// Mantine reads media queries and element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})
window.scrollTo = () => {}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetScenario()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
