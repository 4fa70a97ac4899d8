import { useActorRef } from '@xstate/react'
import { startTransition, useCallback, useEffect, useState } from 'react'
import {
  catalogueResourceMachine,
  type CatalogueResourceContext,
} from '../../../machines/catalogueResource.machine'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { inspectorOptions } from '../../lib/inspector'
import {
  createCatalogueResourceImplementations,
  type CatalogueLoad,
} from './catalogueResourceImplementations'
import { failureMessages } from '../../content/messages/common'
import { textOf } from '../../content/text'
import { useOnLanguageSwitch } from '../../components/useLanguage'

/**
 * Binds the catalogueResource machine to a page. `source` is read once, on mount: give the container a `key` when what
 * it loads changes (a new detail id). A switch of language loads it again in place: the page stays mounted and shown
 * (with its scroll, a chadava's cart, anything typed) until the new language's value replaces it. What the machine
 * loads is shown as a transition, which React renders in slices: a list of cards arriving does not hold a cheap
 * phone's main thread in one long task. A prerendered list page hydrates showing the list it was painted with.
 */
export function useCatalogueResource<T>(source: CatalogueLoad<T>): {
  resource: CatalogueResourceView<T>
  retry: () => void
} {
  const [machine] = useState(() =>
    catalogueResourceMachine.provide(createCatalogueResourceImplementations(source)),
  )
  const actor = useActorRef(machine, {
    ...inspectorOptions(),
    input: { shownFirst: source.shownFirst?.() ?? null },
  })
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot())
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(actor.getSnapshot()))
    follow()
    return actor.subscribe(follow).unsubscribe
  }, [actor])
  useOnLanguageSwitch(() => actor.send({ type: 'catalogue.reload' }))
  const retry = useCallback(() => actor.send({ type: 'catalogue.retry' }), [actor])
  return { resource: viewOf<T>(snapshot.value, snapshot.context), retry }
}

function viewOf<T>(
  value: 'loading' | 'loaded' | 'notFound' | 'error',
  context: CatalogueResourceContext,
): CatalogueResourceView<T> {
  switch (value) {
    case 'loaded':
      // The machine holds whatever `load` answered, and `load` answers a T.
      return { status: 'loaded', value: context.value as T }
    case 'loading':
      // A reload keeps the value shown until the new one replaces it.
      return context.value === null ? { status: 'loading' } : { status: 'loaded', value: context.value as T }
    case 'error':
      return { status: 'error', message: context.error ?? textOf(failureMessages, 'genericError') }
    default:
      return { status: value }
  }
}
