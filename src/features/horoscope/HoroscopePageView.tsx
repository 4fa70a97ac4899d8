import { Box, Button, Container, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import { ListHero } from '../../components/catalogue/ListHero'
import type { ZodiacId, ZodiacSign } from '../../content/zodiacSigns'
import { DailyReadingCard } from './DailyReadingCard'
import type { DailyReading } from './dailyReading'
import { horoscopeSteps } from './horoscopeSteps'
import { ZodiacSignList } from './ZodiacSignList'

export interface HoroscopePageViewProps {
  signs: readonly ZodiacSign[]
  sign: ZodiacSign
  /** YYYY-MM-DD. */
  date: string
  dateLabel: string
  reading: DailyReading
  onSelectSign: (id: ZodiacId) => void
  onDateChange: (date: string) => void
  onBookConsultation: () => void
}

/** /horoscope (SPEC §2): hero, the signs beside the date picker and the reading, consultation booking, the steps. */
export function HoroscopePageView(props: HoroscopePageViewProps) {
  const { signs, sign, date, dateLabel, reading } = props
  return (
    <>
      <ListHero
        title="Daily Horoscope"
        subtitle="Your sign’s reading for the day: love, career, health and lucky elements, with personal consultations from expert astrologers."
        stats={['12 Zodiac Signs', 'Daily Updates', 'Expert Astrologers']}
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Title order={2} fz="h4">
                Choose Your Sign
              </Title>
              <ZodiacSignList signs={signs} selected={sign.id} onSelect={props.onSelectSign} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <TextInput
                  label="Date"
                  type="date"
                  value={date}
                  onChange={(event) => props.onDateChange(event.currentTarget.value)}
                  w={{ base: '100%', xs: 220 }}
                />
                <Button size="md" onClick={props.onBookConsultation} w={{ base: '100%', xs: 'auto' }}>
                  Book Consultation
                </Button>
              </Group>
              <DailyReadingCard sign={sign} dateLabel={dateLabel} reading={reading} />
              <Box p="md" bg="saffron.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
                <Text fw={700} c="maroon.7">
                  Want a personal reading?
                </Text>
                <Text size="sm">
                  Talk to an expert astrologer for 10 minutes (₹101) or 20 minutes (₹201) at a time that suits you.
                </Text>
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
        <HowItWorks title="How It Works" steps={horoscopeSteps} />
      </Container>
    </>
  )
}
