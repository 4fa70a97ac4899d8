import './chadavaDetailStyles'
import { useParams, type Params } from 'react-router'
import type { Offering } from '../../api/contract/catalogue'
import { chadavaDetailMessages } from '../../content/messages/catalogueDetail'
import { usePageHead } from '../../lib/pageHead'
import { useCatalogueResource } from '../catalogue'
import { useChadavaBooking } from '../booking'
import { chadavaCatalogue } from './chadavaCatalogue'
import { ChadavaDetailView } from './ChadavaDetailView'

/** The list is asked for before the page hydrates or first renders; the page is prerendered with its one item. */
export const preload = (params: Params) => chadavaCatalogue.preloadItem(params.chadavaId ?? '')

function ChadavaDetailContainer({ chadavaId }: { chadavaId: string }) {
  const { resource, retry } = useCatalogueResource(chadavaCatalogue.byId(chadavaId))
  const chadava = resource.status === 'loaded' ? resource.value : undefined
  usePageHead(
    resource.status === 'notFound' ? chadavaDetailMessages.notFoundTitle : chadava?.name,
    chadava?.description,
  )
  const booking = useChadavaBooking(chadava)
  const proceed = (offerings: Offering[]) => {
    if (chadava) booking.start({ kind: 'chadava', chadava, offerings })
  }
  return (
    <>
      <ChadavaDetailView resource={resource} onRetry={retry} onProceed={proceed} />
      {booking.dialog}
    </>
  )
}

export function ChadavaDetailPage() {
  const { chadavaId = '' } = useParams()
  return <ChadavaDetailContainer key={chadavaId} chadavaId={chadavaId} />
}
