import type { Puja } from '../../api/schemas'
import { CatalogueList, loadedCount } from '../../components/catalogue/CatalogueList'
import { ListHero } from '../../components/catalogue/ListHero'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { PujaCard } from './PujaCard'

export interface PujaListViewProps {
  resource: CatalogueResourceView<Puja[]>
  onRetry: () => void
}

/** /virtual-puja: the hero with the puja count and the cards, or the loading and error states (SPEC §2). */
export function PujaListView({ resource, onRetry }: PujaListViewProps) {
  const count = loadedCount(resource)
  return (
    <>
      <ListHero
        title="Virtual Puja Services"
        subtitle="Book a puja at a sacred temple, performed by experienced priests in your name. Watch the video on WhatsApp within 3-4 days."
        stats={[
          ...(count === null ? [] : [`${count} ${count === 1 ? 'Puja' : 'Pujas'} Available`]),
          '50+ Expert Priests',
          '4.9 ★ Rating',
        ]}
      />
      <CatalogueList
        resource={resource}
        onRetry={onRetry}
        loadingText="Loading sacred puja services..."
        emptyText="No puja services are available right now. Please check back soon."
        renderItem={(puja) => <PujaCard key={puja._id} puja={puja} />}
      />
    </>
  )
}
