import { Container, SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import { FocusSlot } from '../FocusSlot'
import classes from './catalogue.module.css'
import { CatalogueEmpty, CatalogueError, CatalogueLoading } from './ResourceStatus'
import type { CatalogueResourceView } from './catalogueResourceView'
import type { HeroFigure } from './ListHero'
import { say } from '../../content/text'

interface CatalogueListProps<T> {
  resource: CatalogueResourceView<T[]>
  onRetry: () => void
  loadingText: string
  emptyText: string
  renderItem: (item: T, position: number) => ReactNode
}

/** Two rows of the widest grid: more than a phone or a laptop shows before the fold. */
const PLACEHOLDER_CARDS = 6

/**
 * Below a list page's hero: the loading line, the error with Try Again, the empty note, or the grid of cards. After Try
 * Again the focus goes to the first card, or to Try Again once more (`FocusSlot`), not to the page's top; only leaving
 * the error moves it (a reload in the other language leaves it, and the page's scroll, where they are).
 */
export function CatalogueList<T>({
  resource,
  onRetry,
  loadingText,
  emptyText,
  renderItem,
}: CatalogueListProps<T>) {
  return (
    <Container size="lg">
      <FocusSlot holds={resource.status === 'error'}>
        {resource.status === 'loading' && (
          <CatalogueLoading text={loadingText} placeholders={PLACEHOLDER_CARDS} />
        )}
        {resource.status === 'error' && <CatalogueError message={say(resource.message)} onRetry={onRetry} />}
        {resource.status === 'loaded' && resource.value.length === 0 && <CatalogueEmpty text={emptyText} />}
        {resource.status === 'loaded' && resource.value.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.cardGrid}>
            {resource.value.map(renderItem)}
          </SimpleGrid>
        )}
      </FocusSlot>
    </Container>
  )
}

/** A count as wide as most lists' counts, for the width the count's figure keeps. */
const TYPICAL_COUNT = 10

/**
 * The hero's figure for the count of items: the phrase once loaded, an empty figure while loading, both at least as
 * wide as a typical count's (so the hero neither grows nor rewraps when it arrives); nothing after an error.
 */
export function countFigure<T>(
  resource: CatalogueResourceView<T[]>,
  phrase: (count: number) => string,
): HeroFigure[] {
  const widthOf = phrase(TYPICAL_COUNT)
  if (resource.status === 'loaded') return [{ text: phrase(resource.value.length), widthOf }]
  return resource.status === 'loading' ? [{ text: null, widthOf }] : []
}
