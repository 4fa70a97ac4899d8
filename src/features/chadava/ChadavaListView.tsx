import type { Chadava } from '../../api/contract/catalogue'
import { CatalogueList, countFigure } from '../../components/catalogue/CatalogueList'
import { ListHero } from '../../components/catalogue/ListHero'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { chadavaListMessages } from '../../content/messages/catalogue'
import { ChadavaCard } from './ChadavaCard'

interface ChadavaListViewProps {
  resource: CatalogueResourceView<Chadava[]>
  onRetry: () => void
}

/** /chadava: the hero with the service count and the cards, or the loading and error states (SPEC §2). */
export function ChadavaListView({ resource, onRetry }: ChadavaListViewProps) {
  return (
    <>
      <ListHero
        title={chadavaListMessages.title}
        subtitle={chadavaListMessages.subtitle}
        stats={[
          ...countFigure(resource, chadavaListMessages.services),
          chadavaListMessages.alwaysOpen,
          chadavaListMessages.authentic,
        ]}
      />
      <CatalogueList
        resource={resource}
        onRetry={onRetry}
        loadingText={chadavaListMessages.loading}
        emptyText={chadavaListMessages.empty}
        renderItem={(item, position) => (
          <ChadavaCard key={`${position}-${item._id}`} chadava={item} position={position} />
        )}
      />
    </>
  )
}
