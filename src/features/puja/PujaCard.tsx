import { Badge, Button, Card, Group, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { Puja } from '../../api/schemas'
import { cutDescription } from '../../components/catalogue/cutDescription'
import { formatScheduleDate, parseSchedule } from '../../components/catalogue/schedule'
import { STOCK_IMAGE } from '../../components/catalogue/stockImage'
import classes from '../../components/catalogue/catalogue.module.css'
import { pujaAvailability } from './pujaStatus'

/** One puja on the list: image, tag, date or availability, title, location, short description, Book This Puja. */
export function PujaCard({ puja }: { puja: Puja }) {
  const availability = pujaAvailability(puja)
  const hasDate = parseSchedule(puja.dateTime) !== null
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      aria-labelledby={`puja-${puja._id}`}
    >
      <Card.Section>
        <img
          src={puja.imageUrls[0] ?? STOCK_IMAGE}
          alt={puja.title}
          width={400}
          height={200}
          loading="lazy"
          className={classes.cardImage}
        />
      </Card.Section>
      <div className={classes.cardBody}>
        <Group justify="space-between" mt="md" gap="xs">
          <Badge color="maroon" variant="light">
            {puja.tag}
          </Badge>
          <Badge
            color={availability === 'Today' ? '#237032' : 'saffron.8'}
            variant={availability === 'Today' ? 'filled' : 'outline'}
          >
            {availability}
          </Badge>
        </Group>
        {hasDate && (
          <Text fz="sm" c="dark.6">
            <span aria-hidden="true">📅 </span>
            {formatScheduleDate(puja.dateTime)}
          </Text>
        )}
        <Title order={2} fz="h4" c="maroon.8" id={`puja-${puja._id}`}>
          {puja.title}
        </Title>
        <Text fz="sm" c="dark.6">
          <span aria-hidden="true">📍 </span>
          {puja.location}
        </Text>
        <Text fz="sm" c="dark.7">
          {cutDescription(puja.desc)}
        </Text>
        <Button component={Link} to={`/virtual-puja/${puja._id}`} className={classes.cardAction} fullWidth>
          Book This Puja
        </Button>
      </div>
    </Card>
  )
}
