import { useLanguage } from '../../components/useLanguage'
import { useCatalogueResource } from '../catalogue'
import { chadavaCatalogue } from './chadavaCatalogue'
import { ChadavaListView } from './ChadavaListView'

/** The route's loader: the list is asked for before the page hydrates or renders. */
export const loader = chadavaCatalogue.loader

function ChadavaListContainer() {
  const { resource, retry } = useCatalogueResource(chadavaCatalogue.list)
  return <ChadavaListView resource={resource} onRetry={retry} />
}

/** The list, loaded again in the language the visitor switches to. */
export function ChadavaListPage() {
  return <ChadavaListContainer key={useLanguage()} />
}
