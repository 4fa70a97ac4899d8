import { Badge, Group, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { IconBuildingPavilion, IconCalendarEvent } from '@tabler/icons-react'
import type { Chadava } from '../../api/contract/catalogue'
import { CardFact } from '../../components/catalogue/CardFact'
import { CatalogueCard } from '../../components/catalogue/CatalogueCard'
import { cutDescription } from '../../components/catalogue/cutDescription'
import { LocalTimeNote } from '../../components/catalogue/LocalTimeNote'
import { formatLocalTime, formatScheduleDate, formatScheduleTime } from '../../components/catalogue/schedule'
import { useVisitorTimeZone } from '../../components/catalogue/useVisitorTimeZone'
import { parseSchedule } from '../../domain/schedule'
import classes from '../../components/catalogue/catalogue.module.css'
import { chadavaCardMessages } from '../../content/messages/catalogue'

/** One chadava service on the list: image, first tag, date and time, name, temple, short description, benefits. */
export function ChadavaCard({ chadava, position }: { chadava: Chadava; position: number }) {
  const tag = chadava.tag[0]
  const headingId = useId()
  const timeZone = useVisitorTimeZone()
  return (
    <CatalogueCard
      headingId={headingId}
      position={position}
      image={chadava.imagesUrls[0]}
      title={chadava.name}
      action={{ to: `/chadava/${chadava._id}`, label: chadavaCardMessages.book }}
    >
      {tag && (
        <Group mt="md">
          <Badge color="maroon" variant="light">
            {tag}
          </Badge>
        </Group>
      )}
      {parseSchedule(chadava.datetime) && (
        <div>
          <CardFact icon={IconCalendarEvent}>
            {formatScheduleDate(chadava.datetime)} · {formatScheduleTime(chadava.datetime)}
          </CardFact>
          <LocalTimeNote localTime={formatLocalTime(chadava.datetime, timeZone)} keepsLine />
        </div>
      )}
      <Title order={2} fz="h4" c="maroon.8" id={headingId} mt={tag ? 0 : 'md'}>
        {chadava.name}
      </Title>
      <CardFact icon={IconBuildingPavilion}>{chadava.templeName}</CardFact>
      <Text fz="sm" c="dark.7">
        {cutDescription(chadava.description)}
      </Text>
      {chadava.benefits.length > 0 && (
        <Group gap={6} component="ul" aria-label={chadavaCardMessages.benefits} className={classes.chips}>
          {chadava.benefits.map((benefit, index) => (
            <Badge
              key={`${index}-${benefit}`}
              component="li"
              variant="outline"
              color="saffron.8"
              tt="none"
              fw={500}
            >
              {benefit}
            </Badge>
          ))}
        </Group>
      )}
    </CatalogueCard>
  )
}
