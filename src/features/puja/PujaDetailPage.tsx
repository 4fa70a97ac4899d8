import { useParams } from 'react-router'
import { useCatalogueResource } from '../../components/catalogue/useCatalogueResource'
import { loadPuja } from './pujaCatalogue'
import { PujaDetailView } from './PujaDetailView'

function PujaDetailContainer({ pujaId }: { pujaId: string }) {
  const { resource, retry } = useCatalogueResource(loadPuja(pujaId))
  return <PujaDetailView resource={resource} onRetry={retry} />
}

export function PujaDetailPage() {
  const { pujaId = '' } = useParams()
  return <PujaDetailContainer key={pujaId} pujaId={pujaId} />
}
