import { Container, SimpleGrid } from '@mantine/core'
import type { Puja } from '../../api/schemas'
import { ListHero } from '../../components/catalogue/ListHero'
import { CatalogueEmpty, CatalogueError, CatalogueLoading } from '../../components/catalogue/ResourceStatus'
import type { CatalogueResourceView } from '../../components/catalogue/useCatalogueResource'
import classes from '../../components/catalogue/catalogue.module.css'
import { PujaCard } from './PujaCard'

export interface PujaListViewProps {
  resource: CatalogueResourceView<Puja[]>
  onRetry: () => void
}

/** /virtual-puja: the hero with the puja count and the cards, or the loading and error states (SPEC §2). */
export function PujaListView({ resource, onRetry }: PujaListViewProps) {
  const count = resource.status === 'loaded' ? resource.value.length : null
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
      <Container size="lg">
        {resource.status === 'loading' && <CatalogueLoading text="Loading sacred puja services..." />}
        {resource.status === 'error' && <CatalogueError message={resource.message} onRetry={onRetry} />}
        {resource.status === 'loaded' && resource.value.length === 0 && (
          <CatalogueEmpty text="No puja services are available right now. Please check back soon." />
        )}
        {resource.status === 'loaded' && resource.value.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.cardGrid}>
            {resource.value.map((puja) => (
              <PujaCard key={puja._id} puja={puja} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  )
}
