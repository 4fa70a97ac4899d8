import { useCatalogueResource } from '../catalogue'
import { chadavaCatalogue } from './chadavaCatalogue'
import { ChadavaListView } from './ChadavaListView'

export function ChadavaListPage() {
  const { resource, retry } = useCatalogueResource(chadavaCatalogue.list)
  return <ChadavaListView resource={resource} onRetry={retry} />
}
