import './pujaDetailStyles'
import { useParams, type Params } from 'react-router'
import type { PujaPackage } from '../../api/contract/catalogue'
import { pujaDetailMessages } from '../../content/messages/catalogueDetail'
import { usePageHead } from '../../lib/pageHead'
import { useCatalogueResource } from '../catalogue'
import { usePujaBooking } from '../booking'
import { pujaCatalogue } from './pujaCatalogue'
import { PujaDetailView } from './PujaDetailView'

/** The list is asked for before the page hydrates or first renders; the page is prerendered with its one item. */
export const preload = (params: Params) => pujaCatalogue.preloadItem(params.pujaId ?? '')

function PujaDetailContainer({ pujaId }: { pujaId: string }) {
  const { resource, retry } = useCatalogueResource(pujaCatalogue.byId(pujaId))
  const puja = resource.status === 'loaded' ? resource.value : undefined
  usePageHead(resource.status === 'notFound' ? pujaDetailMessages.notFoundTitle : puja?.title, puja?.desc)
  const booking = usePujaBooking(puja)
  const book = (pkg: PujaPackage) => {
    if (puja) booking.start({ kind: 'puja', puja, pkg })
  }
  return (
    <>
      <PujaDetailView resource={resource} onRetry={retry} onBook={book} />
      {booking.dialog}
    </>
  )
}

export function PujaDetailPage() {
  const { pujaId = '' } = useParams()
  return <PujaDetailContainer key={pujaId} pujaId={pujaId} />
}
