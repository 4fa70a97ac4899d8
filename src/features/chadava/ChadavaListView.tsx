import type { Chadava } from '../../api/schemas'
import { CatalogueList, loadedCount } from '../../components/catalogue/CatalogueList'
import { ListHero } from '../../components/catalogue/ListHero'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { ChadavaCard } from './ChadavaCard'

export interface ChadavaListViewProps {
  resource: CatalogueResourceView<Chadava[]>
  onRetry: () => void
}

/** /chadava: the hero with the service count and the cards, or the loading and error states (SPEC §2). */
export function ChadavaListView({ resource, onRetry }: ChadavaListViewProps) {
  const count = loadedCount(resource)
  return (
    <>
      <ListHero
        title="Chadava Offerings"
        subtitle="Offer sacred items at revered temples, placed before the deity by the temple priests in your name."
        stats={[
          ...(count === null ? [] : [`${count} ${count === 1 ? 'Service' : 'Services'}`]),
          '24/7 Service Available',
          '100% Authentic Items',
        ]}
      />
      <CatalogueList
        resource={resource}
        onRetry={onRetry}
        loadingText="Loading sacred offerings..."
        emptyText="No chadava services are available right now. Please check back soon."
        renderItem={(item) => <ChadavaCard key={item._id} chadava={item} />}
      />
    </>
  )
}
