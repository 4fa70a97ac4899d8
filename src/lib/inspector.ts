/**
 * QA's view into the machines (mock site only): `?inspect` connects every actor to the Stately inspector,
 * `?inspect=console` logs each actor's events and states to the console. Production never installs it.
 */
import type { InspectionEvent } from 'xstate'

type Inspect = ((event: InspectionEvent) => void) | { next?: (event: InspectionEvent) => void }

let inspect: Inspect | undefined

export function inspectorOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {}
}

/**
 * `paymentStatus#3` for a machine (its id and the number of its session), `checkStatus#4` for an invoked actor (its
 * invoke id), so a trace reads without guessing which `x:4` is which.
 */
export function actorLabel(actorRef: InspectionEvent['actorRef']): string {
  const actor = actorRef as { id?: string; logic?: { id?: unknown }; sessionId: string }
  const name = typeof actor.logic?.id === 'string' ? actor.logic.id : actor.id
  return `${name}#${actor.sessionId.replace(/^x:/, '')}`
}

function consoleInspector(event: InspectionEvent): void {
  const id = actorLabel(event.actorRef)
  if (event.type === '@xstate.event') console.info(`[${id}] event`, event.event)
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { value?: unknown; status?: string }
    console.info(`[${id}] state`, snapshot.value ?? snapshot.status)
  }
}

export async function installInspector(search: string): Promise<void> {
  if (import.meta.env.VITE_MOCK !== 'msw') return
  const mode = new URLSearchParams(search).get('inspect')
  if (mode === null) return
  if (mode === 'console') {
    inspect = consoleInspector
    return
  }
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector().inspect
}
