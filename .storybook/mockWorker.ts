import { setupWorker } from 'msw/browser'
import { handlers } from '../mocks/handlers'

/** The app's MSW handlers are the default for every story; they survive the reset between stories. */
export async function startStorybookMockWorker() {
  const worker = setupWorker(...handlers)
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
  return worker
}
