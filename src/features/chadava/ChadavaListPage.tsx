import { chadavaListMessages } from '../../content/messages/catalogue'
import { usePageHead } from '../../lib/pageHead'
import { useCatalogueResource } from '../catalogue'
import { chadavaCatalogue } from './chadavaCatalogue'
import { ChadavaListView } from './ChadavaListView'

/** The list is asked for before the page hydrates or first renders. */
export const preload = chadavaCatalogue.preload

/** The list; a switch of language loads it again in place. */
export function ChadavaListPage() {
  const { resource, retry } = useCatalogueResource(chadavaCatalogue.list)
  usePageHead(chadavaListMessages.title)
  return <ChadavaListView resource={resource} onRetry={retry} />
}
