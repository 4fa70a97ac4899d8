/** A promise as React's `use` reads it: once fulfilled, `use` takes its value at once, without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/**
 * `promise`, marked fulfilled with its value once it is (React's convention), so that a component that reads it with
 * `use` after it has settled renders at once: a page whose code or text was loaded before it first renders (and before
 * a prerendered page hydrates). `onRejected` hears a failure (which `use` throws to the nearest error boundary).
 */
export function trackedForUse<T>(
  promise: Promise<T>,
  onRejected: (error: unknown) => void = () => {},
): Promise<T> {
  const tracked: TrackedPromise<T> = promise
  tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }), onRejected)
  return tracked
}
