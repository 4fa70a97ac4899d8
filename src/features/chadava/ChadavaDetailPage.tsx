import { useParams } from 'react-router'
import { useCatalogueResource } from '../../components/catalogue/useCatalogueResource'
import { loadChadava } from './chadavaCatalogue'
import { ChadavaDetailView } from './ChadavaDetailView'

function ChadavaDetailContainer({ chadavaId }: { chadavaId: string }) {
  const { resource, retry } = useCatalogueResource(loadChadava(chadavaId))
  return <ChadavaDetailView resource={resource} onRetry={retry} />
}

export function ChadavaDetailPage() {
  const { chadavaId = '' } = useParams()
  return <ChadavaDetailContainer key={chadavaId} chadavaId={chadavaId} />
}
