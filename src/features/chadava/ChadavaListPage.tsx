import { useCatalogueResource } from '../../components/catalogue/useCatalogueResource'
import { loadChadavaList } from './chadavaCatalogue'
import { ChadavaListView } from './ChadavaListView'

export function ChadavaListPage() {
  const { resource, retry } = useCatalogueResource(loadChadavaList)
  return <ChadavaListView resource={resource} onRetry={retry} />
}
