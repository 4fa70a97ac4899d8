import { pujaListMessages } from '../../content/messages/catalogue'
import { usePageHead } from '../../lib/pageHead'
import { useCatalogueResource } from '../catalogue'
import { pujaCatalogue } from './pujaCatalogue'
import { PujaListView } from './PujaListView'

/** The list is asked for before the page hydrates or first renders. */
export const preload = pujaCatalogue.preload

/** The list; a switch of language loads it again in place. */
export function PujaListPage() {
  const { resource, retry } = useCatalogueResource(pujaCatalogue.list)
  usePageHead(pujaListMessages.title)
  return <PujaListView resource={resource} onRetry={retry} />
}
