import { fromPromise } from 'xstate'

/** The browser's move to a payment gateway, as an actor: it does not settle, the page unloading. */
export function redirectToGatewayActor(
  navigate: (url: string) => void = (url) => globalThis.location.assign(url),
) {
  return fromPromise<void, { url: string }>(({ input }) => {
    navigate(input.url)
    return new Promise<void>(() => {})
  })
}
