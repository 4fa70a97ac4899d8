import { Box, Button, Container, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useRef } from 'react'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import { ListHero } from '../../components/catalogue/ListHero'
import { horoscopePageMessages } from '../../content/messages/horoscope'
import type { ZodiacId, ZodiacSign } from '../../content/zodiacSigns'
import { bringIntoSight } from '../../lib/bringIntoSight'
import { DailyReadingCard } from './DailyReadingCard'
import type { DailyReading } from './dailyReading'
import { ZodiacSignList } from './ZodiacSignList'

interface HoroscopePageViewProps {
  signs: readonly ZodiacSign[]
  sign: ZodiacSign
  /** YYYY-MM-DD. */
  date: string
  /** The day shown, in words; null until the browser says which day it is. */
  dateLabel: string | null
  /** Null until the readings have loaded: the card shows its placeholders. */
  reading: DailyReading | null
  /** The sign's readings did not arrive: the card says so, with Try Again. */
  readingFailed?: boolean
  onRetryReading?: () => void
  onSelectSign: (id: ZodiacId) => void
  onDateChange: (date: string) => void
  onBookConsultation: () => void
}

/**
 * /horoscope (SPEC §2): hero, the signs beside the date picker and the reading, consultation booking, the steps. A
 * sign tapped brings its reading into sight: on a phone it is below the signs, and beside a long list it may be above.
 */
export function HoroscopePageView(props: HoroscopePageViewProps) {
  const { signs, sign, date, dateLabel, reading, readingFailed = false, onRetryReading = () => {} } = props
  const readingCard = useRef<HTMLDivElement>(null)
  const selectSign = (id: ZodiacId, tapped: boolean) => {
    props.onSelectSign(id)
    // From the keyboard, the page stays with the focus, on the sign.
    if (tapped) bringIntoSight(readingCard.current)
  }
  return (
    <>
      <ListHero
        title={horoscopePageMessages.title}
        subtitle={horoscopePageMessages.subtitle}
        stats={[...horoscopePageMessages.stats]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {horoscopePageMessages.chooseSign}
              </Title>
              <ZodiacSignList signs={signs} selected={sign.id} onSelect={selectSign} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <TextInput
                  label={horoscopePageMessages.date}
                  type="date"
                  value={date}
                  onChange={(event) => props.onDateChange(event.currentTarget.value)}
                  w={{ base: '100%', xs: 220 }}
                />
                <Button size="md" onClick={props.onBookConsultation} w={{ base: '100%', xs: 'auto' }}>
                  {horoscopePageMessages.bookConsultation}
                </Button>
              </Group>
              <DailyReadingCard
                ref={readingCard}
                sign={sign}
                dateLabel={dateLabel}
                reading={reading}
                failed={readingFailed}
                onRetry={onRetryReading}
              />
              <Box p="md" bg="saffron.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
                <Text fw={700} c="maroon.7">
                  {horoscopePageMessages.personalReadingTitle}
                </Text>
                <Text size="sm">{horoscopePageMessages.personalReadingText}</Text>
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
        <HowItWorks title={horoscopePageMessages.howItWorks} steps={horoscopePageMessages.steps} />
      </Container>
    </>
  )
}
