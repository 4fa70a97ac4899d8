import { createActor } from 'xstate'
import { visitorLocationMachine } from '../../../machines/visitorLocation.machine'
import type { VisitorLocation } from '../../api/contract/location'
import { inspectorOptions } from '../../lib/inspector'
import {
  createVisitorLocationImplementations,
  type VisitorLocationDeps,
} from './visitorLocationImplementations'

/**
 * Starts the location actor and reports every change of the location or of whether it is done (a state the machine
 * passes through without changing either is not reported); returns a function that stops it.
 */
export function runVisitorLocation(
  report: (location: VisitorLocation | null, done: boolean) => void,
  deps?: VisitorLocationDeps,
): () => void {
  const actor = createActor(
    visitorLocationMachine.provide(createVisitorLocationImplementations(deps)),
    inspectorOptions(),
  )
  let reported: { location: VisitorLocation | null; done: boolean } | null = null
  const subscription = actor.subscribe((snapshot) => {
    const location = snapshot.context.location
    const done = snapshot.status === 'done'
    if (reported?.location === location && reported.done === done) return
    reported = { location, done }
    report(location, done)
  })
  actor.start()
  return () => {
    subscription.unsubscribe()
    actor.stop()
  }
}
