import { useActor } from '@xstate/react'
import { useCallback, useState } from 'react'
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

/**
 * Binds the catalogueResource machine to a page. `source` is read once, on mount: give the container a `key` when what
 * it loads changes (a new detail id).
 */
export function useCatalogueResource<T>(source: CatalogueLoad<T>): {
  resource: CatalogueResourceView<T>
  retry: () => void
} {
  const [machine] = useState(() =>
    catalogueResourceMachine.provide(createCatalogueResourceImplementations(source)),
  )
  const [snapshot, send] = useActor(machine, inspectorOptions())
  const retry = useCallback(() => send({ type: 'catalogue.retry' }), [send])
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
    case 'error':
      return { status: 'error', message: context.error ?? textOf(failureMessages, 'genericError') }
    default:
      return { status: value }
  }
}
