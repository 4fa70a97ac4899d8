import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from '../LocalLink'
import { detailHeaderMessages } from '../../content/messages/catalogueDetail'
import { ImageSlideshow } from '../ImageSlideshow'
import { sectionTitleId } from './DetailSection'

interface DetailHeaderProps {
  back: { to: string; label: string }
  images: readonly string[]
  tag: string | undefined
  title: string
  description: string
  /** The id of the section Book Now scrolls to. */
  bookTargetId: string
  /** Price, facts and countdown, between the description and Book Now. */
  children: ReactNode
}

/**
 * Scrolls to the section `id`, and takes the focus along to its title, from which a keyboard user goes on to its first
 * choice (it stayed on Book Now, scrolled out of sight above).
 */
function goTo(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  document.getElementById(sectionTitleId(id))?.focus({ preventScroll: true })
}

/** The top of a detail page: back link, slideshow, tag, title, description, its facts, and Book Now. */
export function DetailHeader({
  back,
  images,
  tag,
  title,
  description,
  bookTargetId,
  children,
}: DetailHeaderProps) {
  return (
    <>
      <Anchor component={Link} to={back.to} fz="sm" c="maroon.8">
        ← {back.label}
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
        <ImageSlideshow images={images} alt={title} />
        <Stack gap="sm">
          {tag && (
            <Group gap="xs">
              <Badge color="maroon" variant="light">
                {tag}
              </Badge>
            </Group>
          )}
          <Title order={1} c="maroon.8" fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          <Text c="dark.7">{description}</Text>
          {children}
          <Button size="md" onClick={() => goTo(bookTargetId)} mt="xs">
            {detailHeaderMessages.bookNow}
          </Button>
        </Stack>
      </SimpleGrid>
    </>
  )
}
