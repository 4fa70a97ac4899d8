import { useCatalogueResource } from '../catalogue'
import { pujaCatalogue } from './pujaCatalogue'
import { PujaListView } from './PujaListView'

/** The route's loader: the list is asked for before the page hydrates or renders. */
export const loader = pujaCatalogue.loader

/** The list; a switch of language loads it again in place. */
export function PujaListPage() {
  const { resource, retry } = useCatalogueResource(pujaCatalogue.list)
  return <PujaListView resource={resource} onRetry={retry} />
}
