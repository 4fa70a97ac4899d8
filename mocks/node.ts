/** The MSW server for node and jsdom tests (tests/setup/dom.ts starts it). */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
