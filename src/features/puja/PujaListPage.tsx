import { useLanguage } from '../../components/useLanguage'
import { useCatalogueResource } from '../catalogue'
import { pujaCatalogue } from './pujaCatalogue'
import { PujaListView } from './PujaListView'

/** The route's loader: the list is asked for before the page hydrates or renders. */
export const loader = pujaCatalogue.loader

function PujaListContainer() {
  const { resource, retry } = useCatalogueResource(pujaCatalogue.list)
  return <PujaListView resource={resource} onRetry={retry} />
}

/** The list, loaded again in the language the visitor switches to. */
export function PujaListPage() {
  return <PujaListContainer key={useLanguage()} />
}
