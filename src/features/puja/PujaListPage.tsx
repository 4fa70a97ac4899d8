import { useCatalogueResource } from '../catalogue'
import { pujaCatalogue } from './pujaCatalogue'
import { PujaListView } from './PujaListView'

export function PujaListPage() {
  const { resource, retry } = useCatalogueResource(pujaCatalogue.list)
  return <PujaListView resource={resource} onRetry={retry} />
}
