import { Button, Card, Center, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { FocusSlot } from '../FocusSlot'
import { Link } from '../LocalLink'
import { catalogueErrorMessages } from '../../content/messages/catalogue'
import { commonMessages } from '../../content/messages/common'
import type { CatalogueResourceView } from './catalogueResourceView'
import classes from './catalogue.module.css'
import { say } from '../../content/text'

/** A card's shape while the list loads: its picture, a few lines and the button, at about a card's height. */
function CardPlaceholder() {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.cardPlaceholder}>
      <Card.Section>
        <Skeleton height={200} radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Skeleton height={20} width="40%" />
        <Skeleton height={24} width="85%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
      <Skeleton height={36} />
    </Card>
  )
}

/**
 * SPEC §2's loading line, e.g. 'Loading sacred puja services...', over a grid of card placeholders that takes the
 * place of the cards, so nothing below moves when they arrive (`placeholders` of them; a list page's grid).
 */
export function CatalogueLoading({ text, placeholders = 0 }: { text: string; placeholders?: number }) {
  const line = (
    <output className={classes.loading}>
      <Loader color="saffron" />
      <Text c="dark.6">{text}</Text>
    </output>
  )
  if (placeholders === 0) return <Center py={80}>{line}</Center>
  return (
    <div className={classes.loadingGrid}>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        className={classes.cardGrid}
        aria-hidden="true"
      >
        {Array.from({ length: placeholders }, (_, index) => (
          <CardPlaceholder key={index} />
        ))}
      </SimpleGrid>
      {line}
    </div>
  )
}

/**
 * SPEC §8: 'Error Loading Services' with the message and a way out, said at once to a screen reader (an alert); the
 * page's main heading (`level` 1) where it takes the place of a detail's.
 */
export function CatalogueError({
  message,
  onRetry,
  level = 2,
}: {
  message: string
  onRetry: () => void
  level?: 1 | 2
}) {
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="lg" maw={480} ta="center" role="alert">
        <Stack align="center" gap="sm">
          <Title order={level} fz="h2" c="maroon.8">
            {catalogueErrorMessages.title}
          </Title>
          <Text c="dark.6">{message}</Text>
          <Button onClick={onRetry}>{commonMessages.tryAgain}</Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** A detail whose id is not in the catalogue, with the way back to its list. */
function CatalogueNotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string
  message: ReactNode
  backTo: string
  backLabel: string
}) {
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="lg" maw={480} ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} fz="h2" c="maroon.8">
            {title}
          </Title>
          <Text c="dark.6">{message}</Text>
          <Button component={Link} to={backTo}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** An empty list. */
export function CatalogueEmpty({ text }: { text: string }) {
  return (
    <Center py={64}>
      <Text c="dark.6">{text}</Text>
    </Center>
  )
}

/** The texts a detail page shows while its resource is not there: the loading line and the not-found card's. */
interface CatalogueDetailTexts {
  loading: string
  notFoundTitle: string
  notFoundMessage: ReactNode
  browseAll: string
}

/**
 * A detail page's resource: loading, the error with Try Again, not found with the way back, or `children(value)`. After
 * Try Again the focus goes to the first control of what comes (`FocusSlot`), not to the page's top; only leaving the
 * error moves it.
 */
export function CatalogueDetailStatus<T>({
  resource,
  onRetry,
  texts,
  backTo,
  children,
}: {
  resource: CatalogueResourceView<T>
  onRetry: () => void
  texts: CatalogueDetailTexts
  backTo: string
  children: (value: T) => ReactNode
}) {
  return <FocusSlot holds={resource.status === 'error'}>{shownFor(resource)}</FocusSlot>

  function shownFor(shown: CatalogueResourceView<T>): ReactNode {
    switch (shown.status) {
      case 'loading':
        return <CatalogueLoading text={texts.loading} />
      case 'error':
        return <CatalogueError message={say(shown.message)} onRetry={onRetry} level={1} />
      case 'notFound':
        return (
          <CatalogueNotFound
            title={texts.notFoundTitle}
            message={texts.notFoundMessage}
            backTo={backTo}
            backLabel={texts.browseAll}
          />
        )
      case 'loaded':
        return children(shown.value)
    }
  }
}
