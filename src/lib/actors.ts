/**
 * The actor toolkit every machine and every implementations factory uses (ARCHITECTURE.md "Actors"):
 * `notProvided` (and `notProvidedCallback`) declares an actor a machine needs, `fromAbortable` implements a request
 * actor, `errorText` reads what a failed actor says.
 */
import {
  fromCallback,
  fromPromise,
  type CallbackActorLogic,
  type EventObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
} from 'xstate'
import { failureMessages } from '../content/messages/common'
import { textOf, TextError, type Text } from '../content/text'

/**
 * A placeholder for an actor that the app (or a test) supplies with `machine.provide()`. Until then it throws, so a
 * forgotten implementation fails loudly with the actor's name instead of resolving silently.
 */
export function notProvided<Output = void, Input = NonReducibleUnknown>(
  name: string,
): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(() => {
    throw notProvidedError(name)
  })
}

/** `notProvided` for a callback actor: one that runs while its state is active and cleans up when it stops. */
export function notProvidedCallback<Input = NonReducibleUnknown>(
  name: string,
): CallbackActorLogic<EventObject, Input> {
  return fromCallback<EventObject, Input>(() => {
    throw notProvidedError(name)
  })
}

function notProvidedError(name: string): Error {
  return new Error(`The actor '${name}' was not provided: supply it with machine.provide()`)
}

const neverSettles = <T>() => new Promise<T>(() => {})

/**
 * A request as an actor: `request` gets the actor's input and its abort signal. Once the actor is stopped (its state
 * left, or StrictMode's stop and restart) the request is aborted and never settles, so no stale AbortError lands in
 * the machine as a failure.
 */
export function fromAbortable<Output, Input = NonReducibleUnknown>(
  request: (input: Input, signal: AbortSignal) => Promise<Output>,
): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(async ({ input, signal }) => {
    try {
      return await request(input, signal)
    } catch (error) {
      if (signal.aborted) return neverSettles<Output>()
      throw error
    }
  })
}

/**
 * The text a failed actor carries. Implementations reject with a `TextError` naming the text to show (from their
 * area's messages module); `fallback` (SPEC §8's generic message unless given) stands in for anything else.
 */
export function errorText(error: unknown, fallback: Text = textOf(failureMessages, 'genericError')): Text {
  return error instanceof TextError ? error.text : fallback
}
