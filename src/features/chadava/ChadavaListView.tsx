import { Container, SimpleGrid } from '@mantine/core'
import type { Chadava } from '../../api/schemas'
import { ListHero } from '../../components/catalogue/ListHero'
import { CatalogueEmpty, CatalogueError, CatalogueLoading } from '../../components/catalogue/ResourceStatus'
import type { CatalogueResourceView } from '../../components/catalogue/useCatalogueResource'
import classes from '../../components/catalogue/catalogue.module.css'
import { ChadavaCard } from './ChadavaCard'

export interface ChadavaListViewProps {
  resource: CatalogueResourceView<Chadava[]>
  onRetry: () => void
}

/** /chadava: the hero with the service count and the cards, or the loading and error states (SPEC §2). */
export function ChadavaListView({ resource, onRetry }: ChadavaListViewProps) {
  const count = resource.status === 'loaded' ? resource.value.length : null
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
      <Container size="lg">
        {resource.status === 'loading' && <CatalogueLoading text="Loading sacred offerings..." />}
        {resource.status === 'error' && <CatalogueError message={resource.message} onRetry={onRetry} />}
        {resource.status === 'loaded' && resource.value.length === 0 && (
          <CatalogueEmpty text="No chadava services are available right now. Please check back soon." />
        )}
        {resource.status === 'loaded' && resource.value.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.cardGrid}>
            {resource.value.map((item) => (
              <ChadavaCard key={item._id} chadava={item} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  )
}
