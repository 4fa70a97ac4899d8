import { describe, expect, it } from 'vitest'
import { assign, createActor, setup, waitFor } from 'xstate'
import { fromAbortable, notProvided } from '../../src/lib/actors'

const requestMachine = setup({
  types: { context: {} as { error: string | null; settled: boolean } },
  actors: { request: notProvided<string>('request') },
}).createMachine({
  context: { error: null, settled: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'request',
        onDone: { target: 'done', actions: assign({ settled: true }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => String((event.error as Error).message) }),
        },
      },
    },
    done: {},
    failed: {},
  },
})

describe('notProvided', () => {
  it('fails with the actor’s name when a machine runs without it, instead of resolving silently', async () => {
    const actor = createActor(requestMachine).start()
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    expect(snapshot.context.error).toMatch(/'request' was not provided/)
  })
})

describe('fromAbortable', () => {
  it('passes the input and the actor’s signal to the request and answers its value', async () => {
    const seen: AbortSignal[] = []
    const machine = requestMachine.provide({
      actors: {
        request: fromAbortable(async (_, signal) => {
          seen.push(signal)
          return 'ok'
        }),
      },
    })
    const snapshot = await waitFor(createActor(machine).start(), (s) => s.matches('done'))
    expect(snapshot.context.settled).toBe(true)
    expect(seen[0]).toBeInstanceOf(AbortSignal)
  })

  it('rethrows a failure while the actor runs', async () => {
    const machine = requestMachine.provide({
      actors: { request: fromAbortable(async () => Promise.reject(new Error('Service down'))) },
    })
    const snapshot = await waitFor(createActor(machine).start(), (s) => s.matches('failed'))
    expect(snapshot.context.error).toBe('Service down')
  })

  it('never settles once its signal is aborted, so the abort that stopping causes is not reported as a failure', async () => {
    const request = fromAbortable<string>(
      (_, signal) =>
        new Promise<string>((_resolve, fail) =>
          signal.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError'))),
        ),
    )
    const run = (signal: AbortSignal) =>
      Promise.race([
        (request.config as (args: { signal: AbortSignal }) => Promise<string>)({ signal }).then(
          () => 'settled',
          () => 'failed',
        ),
        new Promise((resolve) => setTimeout(() => resolve('pending'), 30)),
      ])
    const stopped = new AbortController()
    const outcome = run(stopped.signal)
    stopped.abort()
    expect(await outcome).toBe('pending')
  })
})
