import { Badge, Button, Card, Group, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { Chadava } from '../../api/schemas'
import { cutDescription } from '../../components/catalogue/cutDescription'
import { formatScheduleDate, formatScheduleTime, parseSchedule } from '../../components/catalogue/schedule'
import { STOCK_IMAGE } from '../../components/catalogue/stockImage'
import classes from '../../components/catalogue/catalogue.module.css'

/** One chadava service on the list: image, first tag, date and time, name, temple, short description, benefits. */
export function ChadavaCard({ chadava }: { chadava: Chadava }) {
  const tag = chadava.tag[0]
  const hasDate = parseSchedule(chadava.datetime) !== null
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      aria-labelledby={`chadava-${chadava._id}`}
    >
      <Card.Section>
        <img
          src={chadava.imagesUrls[0] ?? STOCK_IMAGE}
          alt={chadava.name}
          width={400}
          height={200}
          loading="lazy"
          className={classes.cardImage}
        />
      </Card.Section>
      <div className={classes.cardBody}>
        {tag && (
          <Group mt="md">
            <Badge color="maroon" variant="light">
              {tag}
            </Badge>
          </Group>
        )}
        {hasDate && (
          <Text fz="sm" c="dark.6">
            <span aria-hidden="true">📅 </span>
            {formatScheduleDate(chadava.datetime)} · {formatScheduleTime(chadava.datetime)}
          </Text>
        )}
        <Title order={2} fz="h4" c="maroon.8" id={`chadava-${chadava._id}`} mt={tag ? 0 : 'md'}>
          {chadava.name}
        </Title>
        <Text fz="sm" c="dark.6">
          <span aria-hidden="true">🛕 </span>
          {chadava.templeName}
        </Text>
        <Text fz="sm" c="dark.7">
          {cutDescription(chadava.description)}
        </Text>
        {chadava.benefits.length > 0 && (
          <Group gap={6} component="ul" aria-label="Benefits" className={classes.chips}>
            {chadava.benefits.map((benefit) => (
              <Badge key={benefit} component="li" variant="outline" color="saffron.8" tt="none" fw={500}>
                {benefit}
              </Badge>
            ))}
          </Group>
        )}
        <Button component={Link} to={`/chadava/${chadava._id}`} className={classes.cardAction} fullWidth>
          Book This Chadava
        </Button>
      </div>
    </Card>
  )
}
