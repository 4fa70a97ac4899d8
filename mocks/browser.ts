import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true })
}
