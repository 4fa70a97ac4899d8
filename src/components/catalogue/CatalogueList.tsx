import { Container, SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './catalogue.module.css'
import { CatalogueEmpty, CatalogueError, CatalogueLoading } from './ResourceStatus'
import type { CatalogueResourceView } from './catalogueResourceView'

export interface CatalogueListProps<T> {
  resource: CatalogueResourceView<T[]>
  onRetry: () => void
  loadingText: string
  emptyText: string
  renderItem: (item: T) => ReactNode
}

/** Below a list page's hero: the loading line, the error with Try Again, the empty note, or the grid of cards. */
export function CatalogueList<T>({
  resource,
  onRetry,
  loadingText,
  emptyText,
  renderItem,
}: CatalogueListProps<T>) {
  return (
    <Container size="lg">
      {resource.status === 'loading' && <CatalogueLoading text={loadingText} />}
      {resource.status === 'error' && <CatalogueError message={resource.message} onRetry={onRetry} />}
      {resource.status === 'loaded' && resource.value.length === 0 && <CatalogueEmpty text={emptyText} />}
      {resource.status === 'loaded' && resource.value.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.cardGrid}>
          {resource.value.map(renderItem)}
        </SimpleGrid>
      )}
    </Container>
  )
}

/** The number of items once loaded. */
export function loadedCount<T>(resource: CatalogueResourceView<T[]>): number | null {
  return resource.status === 'loaded' ? resource.value.length : null
}
