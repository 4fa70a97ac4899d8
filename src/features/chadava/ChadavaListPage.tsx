import { useCatalogueResource } from '../catalogue'
import { loadChadavaList } from './chadavaCatalogue'
import { ChadavaListView } from './ChadavaListView'

export function ChadavaListPage() {
  const { resource, retry } = useCatalogueResource(loadChadavaList)
  return <ChadavaListView resource={resource} onRetry={retry} />
}
