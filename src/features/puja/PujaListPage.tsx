import { useCatalogueResource } from '../catalogue'
import { loadPujaList } from './pujaCatalogue'
import { PujaListView } from './PujaListView'

export function PujaListPage() {
  const { resource, retry } = useCatalogueResource(loadPujaList)
  return <PujaListView resource={resource} onRetry={retry} />
}
