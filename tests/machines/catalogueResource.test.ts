import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { catalogueResourceMachine } from '../../machines/catalogueResource.machine'
import { failureMessages } from '../../src/content/messages/common'
import { chadavaListFailures, pujaListFailures } from '../../src/content/messages/catalogue'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'

function startWith(load: () => Promise<unknown>, shownFirst: unknown = null) {
  let calls = 0
  const machine = catalogueResourceMachine.provide({
    actors: {
      load: fromPromise<unknown>(async () => {
        calls += 1
        return load()
      }),
    },
  })
  const actor = createActor(machine, { input: { shownFirst } }).start()
  return { actor, calls: () => calls }
}

describe('catalogueResource machine', () => {
  it('starts in loading and lands in loaded with the value', async () => {
    const { actor } = startWith(async () => [{ _id: 'a' }])
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.value).toEqual([{ _id: 'a' }])
    expect(snapshot.context.error).toBeNull()
  })

  it('keeps an empty list as loaded, not notFound', async () => {
    const { actor } = startWith(async () => [])
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'))
    expect(snapshot.value).toBe('loaded')
  })

  it('goes to notFound when the detail is absent', async () => {
    const { actor } = startWith(async () => null)
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'))
    expect(snapshot.value).toBe('notFound')
    expect(snapshot.context.value).toBeNull()
  })

  it('goes to error with the failure message', async () => {
    const { actor } = startWith(async () => {
      throw new TextError(textOf(pujaListFailures, 'http'))
    })
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(spoken(snapshot.context.error)).toBe('Failed to fetch puja services')
  })

  it('uses the generic message for a failure without one', async () => {
    const { actor } = startWith(() => Promise.reject('boom'))
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(spoken(snapshot.context.error)).toBe(failureMessages.genericError)
  })

  it('reloads on retry and clears the error', async () => {
    let fail = true
    const { actor, calls } = startWith(async () => {
      if (fail) throw new TextError(textOf(chadavaListFailures, 'refused'))
      return [{ _id: 'c' }]
    })
    await waitFor(actor, (s) => s.matches('error'))
    fail = false
    actor.send({ type: 'catalogue.retry' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(calls()).toBe(2)
    expect(snapshot.context.value).toEqual([{ _id: 'c' }])
  })

  it('ignores retry outside error: a loaded resource is not loaded again', async () => {
    const { actor, calls } = startWith(async () => [])
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'catalogue.retry' })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(calls()).toBe(1)
  })

  it('ignores retry while loading: only one load runs', async () => {
    const { actor, calls } = startWith(() => new Promise(() => {}))
    actor.send({ type: 'catalogue.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(calls()).toBe(1)
  })

  it('can fail again after a retry', async () => {
    const { actor, calls } = startWith(async () => {
      throw new TextError(textOf(chadavaListFailures, 'http'))
    })
    await waitFor(actor, (s) => s.matches('error'))
    actor.send({ type: 'catalogue.retry' })
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(calls()).toBe(2)
    expect(spoken(snapshot.context.error)).toBe('Failed to fetch chadava services')
  })

  describe('a value shown first (the list a prerendered page was painted with)', () => {
    it('is shown while the first load runs, which replaces it', async () => {
      const painted = [{ _id: 'a', title: 'At build time' }]
      let answer: (value: unknown) => void = () => {}
      const { actor, calls } = startWith(() => new Promise((resolve) => (answer = resolve)), painted)
      expect(actor.getSnapshot().value).toBe('loading')
      expect(actor.getSnapshot().context.value).toEqual(painted)
      expect(calls()).toBe(1)
      answer([{ _id: 'b', title: 'Now' }])
      const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
      expect(snapshot.context.value).toEqual([{ _id: 'b', title: 'Now' }])
    })

    it('stays shown, with no error, when the first load fails', async () => {
      const painted = [{ _id: 'a' }]
      const { actor } = startWith(
        () => Promise.reject(new TextError(textOf(pujaListFailures, 'http'))),
        painted,
      )
      const snapshot = await waitFor(actor, (s) => !s.matches('loading'))
      expect(snapshot.value).toBe('loaded')
      expect(snapshot.context.value).toEqual(painted)
      expect(snapshot.context.error).toBeNull()
    })
  })

  describe('reload (a switch of language)', () => {
    it('keeps the value while loading again, then takes the new one', async () => {
      let reply = [{ _id: 'a', name: 'Marigold' }]
      const { actor, calls } = startWith(async () => reply)
      await waitFor(actor, (s) => s.matches('loaded'))
      reply = [{ _id: 'a', name: 'गेंदा' }]
      actor.send({ type: 'catalogue.reload' })
      expect(actor.getSnapshot().value).toBe('loading')
      expect(actor.getSnapshot().context.value).toEqual([{ _id: 'a', name: 'Marigold' }])
      const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
      expect(calls()).toBe(2)
      expect(snapshot.context.value).toEqual([{ _id: 'a', name: 'गेंदा' }])
    })

    it('keeps the value shown, with no error, when the reload fails', async () => {
      let fail = false
      const { actor, calls } = startWith(async () => {
        if (fail) throw new TextError(textOf(chadavaListFailures, 'http'))
        return [{ _id: 'a' }]
      })
      await waitFor(actor, (s) => s.matches('loaded'))
      fail = true
      actor.send({ type: 'catalogue.reload' })
      await waitFor(actor, () => calls() === 2)
      const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
      expect(snapshot.context.value).toEqual([{ _id: 'a' }])
      expect(snapshot.context.error).toBeNull()
    })

    it('starts over while loading: the first load is stopped and only the second lands', async () => {
      const answers: ((value: unknown) => void)[] = []
      const { actor, calls } = startWith(() => new Promise((resolve) => answers.push(resolve)))
      actor.send({ type: 'catalogue.reload' })
      expect(calls()).toBe(2)
      answers[0]!([{ _id: 'english' }])
      answers[1]!([{ _id: 'hindi' }])
      const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
      expect(snapshot.context.value).toEqual([{ _id: 'hindi' }])
    })

    it('loads again from an error, and from not found with nothing of the old value', async () => {
      let reply: () => Promise<unknown> = () => Promise.reject('boom')
      const { actor } = startWith(() => reply())
      await waitFor(actor, (s) => s.matches('error'))
      reply = async () => ({ _id: 'a' })
      actor.send({ type: 'catalogue.reload' })
      await waitFor(actor, (s) => s.matches('loaded'))
      reply = async () => null
      actor.send({ type: 'catalogue.reload' })
      const notFound = await waitFor(actor, (s) => s.matches('notFound'))
      expect(notFound.context.value).toBeNull()
      reply = () => new Promise(() => {})
      actor.send({ type: 'catalogue.reload' })
      expect(actor.getSnapshot().value).toBe('loading')
      expect(actor.getSnapshot().context.value).toBeNull()
    })
  })
})
