import type { Puja } from '../../api/contract/catalogue'
import { CatalogueList, countFigure } from '../../components/catalogue/CatalogueList'
import { ListHero } from '../../components/catalogue/ListHero'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { pujaListMessages } from '../../content/messages/catalogue'
import { PujaCard } from './PujaCard'

interface PujaListViewProps {
  resource: CatalogueResourceView<Puja[]>
  onRetry: () => void
}

/** /virtual-puja: the hero with the puja count and the cards, or the loading and error states (SPEC §2). */
export function PujaListView({ resource, onRetry }: PujaListViewProps) {
  return (
    <>
      <ListHero
        title={pujaListMessages.title}
        subtitle={pujaListMessages.subtitle}
        stats={[
          ...countFigure(resource, pujaListMessages.pujasAvailable),
          pujaListMessages.priests,
          pujaListMessages.rating,
        ]}
      />
      <CatalogueList
        resource={resource}
        onRetry={onRetry}
        loadingText={pujaListMessages.loading}
        emptyText={pujaListMessages.empty}
        renderItem={(puja, position) => (
          <PujaCard key={`${position}-${puja._id}`} puja={puja} position={position} />
        )}
      />
    </>
  )
}
