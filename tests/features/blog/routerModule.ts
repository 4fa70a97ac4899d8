import { vi } from 'vitest'

/**
 * Under vitest, 'react-router' resolves to its CommonJS build and 'react-router/dom' to its ES build, so the router
 * context of tests/render.tsx's RouterProvider is not the one Link reads. Until tests/render.tsx imports RouterProvider
 * from 'react-router', point 'react-router/dom' at the same module.
 */
vi.mock('react-router/dom', async () => await import('react-router'))
