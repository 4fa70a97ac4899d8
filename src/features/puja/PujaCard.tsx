import { Badge, Group, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react'
import type { Puja } from '../../api/contract/catalogue'
import { CardFact } from '../../components/catalogue/CardFact'
import { CatalogueCard } from '../../components/catalogue/CatalogueCard'
import { cutDescription } from '../../components/catalogue/cutDescription'
import { formatScheduleDate } from '../../components/catalogue/schedule'
import { parseSchedule } from '../../domain/schedule'
import { pujaCardMessages } from '../../content/messages/catalogue'
import { pujaAvailability } from './pujaStatus'

/** One puja on the list: image, tag, date or availability, title, location, short description, Book This Puja. */
export function PujaCard({ puja, position }: { puja: Puja; position: number }) {
  const availability = pujaAvailability(puja)
  const headingId = useId()
  return (
    <CatalogueCard
      headingId={headingId}
      position={position}
      image={puja.imageUrls[0]}
      title={puja.title}
      action={{ to: `/virtual-puja/${puja._id}`, label: pujaCardMessages.book }}
    >
      <Group justify="space-between" mt="md" gap="xs">
        <Badge color="maroon" variant="light">
          {puja.tag}
        </Badge>
        <Badge
          color={availability === 'today' ? '#237032' : 'saffron.8'}
          variant={availability === 'today' ? 'filled' : 'outline'}
        >
          {pujaCardMessages.availability[availability]}
        </Badge>
      </Group>
      {parseSchedule(puja.dateTime) && (
        <CardFact icon={IconCalendarEvent}>{formatScheduleDate(puja.dateTime)}</CardFact>
      )}
      <Title order={2} fz="h4" c="maroon.8" id={headingId}>
        {puja.title}
      </Title>
      <CardFact icon={IconMapPin}>{puja.location}</CardFact>
      <Text fz="sm" c="dark.7">
        {cutDescription(puja.desc)}
      </Text>
    </CatalogueCard>
  )
}
