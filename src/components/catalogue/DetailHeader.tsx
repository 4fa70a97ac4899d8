import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from '../LocalLink'
import { detailHeaderMessages } from '../../content/messages/catalogueDetail'
import { commonMessages } from '../../content/messages/common'
import { ImageSlideshow } from '../ImageSlideshow'
import { BenefitList, DetailSection, sectionTitleId } from './DetailSection'
import { InfoTile } from './InfoTile'
import { LocalTimeNote } from './LocalTimeNote'
import { formatLocalTime, formatScheduleDate, formatScheduleTime } from './schedule'
import { useVisitorTimeZone } from './useVisitorTimeZone'

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

/**
 * The Date and Time tiles ('Not specified' when missing); under the time, a visitor abroad's own time, whose line is
 * kept from the first paint of a prerendered page (as on a chadava card).
 */
export function ScheduleTiles({ value }: { value: string | undefined }) {
  const timeZone = useVisitorTimeZone()
  return (
    <SimpleGrid cols={2} spacing="xs">
      <InfoTile label={commonMessages.date} value={formatScheduleDate(value)} />
      <InfoTile
        label={commonMessages.time}
        value={formatScheduleTime(value)}
        note={<LocalTimeNote localTime={formatLocalTime(value, timeZone)} keepsLine />}
      />
    </SimpleGrid>
  )
}

interface AboutSectionsProps {
  about: { id: string; title: string; text: string; benefitsTitle: string; benefits: readonly string[] }
  temple: { name: string; text: string }
}

/** 'About This …' with its benefits, and 'About the Temple'. */
export function AboutSections({ about, temple }: AboutSectionsProps) {
  return (
    <>
      <DetailSection id={about.id} title={about.title}>
        <Text c="dark.7">{about.text}</Text>
        <BenefitList title={about.benefitsTitle} benefits={about.benefits} />
      </DetailSection>
      <DetailSection id="about-temple" title={detailHeaderMessages.aboutTemple}>
        <Text fw={600} c="maroon.8" mb={4}>
          {temple.name}
        </Text>
        <Text c="dark.7">{temple.text}</Text>
      </DetailSection>
    </>
  )
}
