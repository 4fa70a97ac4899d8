/**
 * Resolves to `value` in a later task, so the browser can paint and answer a tap between two pieces of work: on a
 * cheap phone, one long task delays every input until it ends. A message, not a timer: fake clocks leave it running.
 */
export function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve(value)
    }
    channel.port2.postMessage(null)
  })
}
