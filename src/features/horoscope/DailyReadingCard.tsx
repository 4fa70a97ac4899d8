import { Badge, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Ref } from 'react'
import { commonMessages } from '../../content/messages/common'
import { dailyReadingMessages } from '../../content/messages/horoscope'
import type { ZodiacSign } from '../../content/zodiacSigns'
import type { DailyReading } from './dailyReading'
import classes from './horoscope.module.css'

/** Two lines of text in the place of what is still loading, about the height of a section's reading. */
function TextPlaceholder() {
  return (
    <Stack gap={8} mt={8} aria-hidden="true">
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
    </Stack>
  )
}

function Section({ title, text }: { title: string; text: string | undefined }) {
  return (
    <section aria-label={title} className={classes.readingSection}>
      <Title order={3} fz="h5" c="maroon.7">
        {title}
      </Title>
      {text === undefined ? <TextPlaceholder /> : <Text mt={4}>{text}</Text>}
    </section>
  )
}

/** In the place of the reading, when it did not arrive. */
function ReadingFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack role="alert" align="flex-start" gap="sm">
      <Text>{dailyReadingMessages.loadFailed}</Text>
      <Button onClick={onRetry}>{commonMessages.tryAgain}</Button>
    </Stack>
  )
}

/**
 * The reading of a sign for a day: the four sections and the lucky elements (SPEC §2); placeholders in their place
 * until the readings have loaded and the day is known, or a message with Try Again if they did not arrive.
 */
export function DailyReadingCard({
  ref,
  sign,
  dateLabel,
  reading,
  failed = false,
  onRetry = () => {},
}: {
  ref?: Ref<HTMLDivElement>
  sign: ZodiacSign
  dateLabel: string | null
  reading: DailyReading | null
  failed?: boolean
  onRetry?: () => void
}) {
  return (
    <Paper
      ref={ref}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.readingCard}
      aria-busy={(reading === null && !failed) || undefined}
    >
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Box
            component="span"
            className={classes.readingSymbol}
            __vars={{ '--sign-color': sign.swatch }}
            aria-hidden="true"
          >
            {sign.symbol}
          </Box>
          <div>
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
              {dailyReadingMessages.title(sign.name)}
            </Title>
            <Text c="gray.7" size="sm">
              {dateLabel ?? <Skeleton component="span" display="inline-block" height={12} width={160} />} ·{' '}
              {sign.dates}
            </Text>
            <Group gap={6} mt={6}>
              <Badge variant="light" color="saffron">
                {sign.element}
              </Badge>
              <Badge variant="light" color="gray">
                {sign.color}
              </Badge>
            </Group>
          </div>
        </Group>
        {failed ? (
          <ReadingFailure onRetry={onRetry} />
        ) : (
          <>
            <Section title={dailyReadingMessages.today} text={reading?.today} />
            <Section title={dailyReadingMessages.love} text={reading?.love} />
            <Section title={dailyReadingMessages.career} text={reading?.career} />
            <Section title={dailyReadingMessages.health} text={reading?.health} />
            <section aria-label={dailyReadingMessages.luckyElements} className={classes.readingSection}>
              <Title order={3} fz="h5" c="maroon.7">
                {dailyReadingMessages.luckyElements}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs" spacing="sm" component="dl" m={0}>
                {[
                  [dailyReadingMessages.luckyNumber, reading && String(reading.lucky.number)],
                  [dailyReadingMessages.luckyColor, reading?.lucky.color],
                  [dailyReadingMessages.luckyTime, reading?.lucky.time],
                ].map(([label, value]) => (
                  <div key={label} className={classes.luckyTile}>
                    <Text component="dt" size="xs" tt="uppercase" c="gray.7" fw={600}>
                      {label}
                    </Text>
                    <Text component="dd" m={0} fw={700}>
                      {value ?? <Skeleton component="span" display="inline-block" height={14} width={48} />}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </section>
          </>
        )}
      </Stack>
    </Paper>
  )
}
