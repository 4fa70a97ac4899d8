import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { catalogueResourceMachine } from '../../machines/catalogueResource.machine'
import { actorLabel } from '../../src/lib/inspector'

describe('the console inspector', () => {
  it('names a machine by its id and an invoked actor by its invoke id, each with its session number', async () => {
    const labels = new Set<string>()
    const machine = catalogueResourceMachine.provide({
      actors: { load: fromPromise<unknown>(async () => ['a puja']) },
    })
    const actor = createActor(machine, {
      input: { shownFirst: null },
      inspect: (event) => labels.add(actorLabel(event.actorRef)),
    }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    const names = [...labels]
    expect(names.some((label) => /^catalogueResource#\d+$/.test(label))).toBe(true)
    expect(names.some((label) => /^load#\d+$/.test(label))).toBe(true)
    expect(names.some((label) => /^x:/.test(label))).toBe(false)
  })
})
