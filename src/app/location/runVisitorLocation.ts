import { createActor } from 'xstate'
import { visitorLocationMachine } from '../../../machines/visitorLocation.machine'
import type { VisitorLocation } from '../../api/schemas'
import { inspectorOptions } from '../../lib/inspector'
import { createVisitorLocationImplementations } from './visitorLocationImplementations'

/** Starts the location actor and reports every change; returns a function that stops it. */
export function runVisitorLocation(
  report: (location: VisitorLocation | null, done: boolean) => void,
): () => void {
  const actor = createActor(
    visitorLocationMachine.provide(createVisitorLocationImplementations()),
    inspectorOptions(),
  )
  const subscription = actor.subscribe((snapshot) =>
    report(snapshot.context.location, snapshot.status === 'done'),
  )
  actor.start()
  return () => {
    subscription.unsubscribe()
    actor.stop()
  }
}
