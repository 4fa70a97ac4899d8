import { SimpleGrid } from '@mantine/core'
import { commonMessages } from '../../content/messages/common'
import { InfoTile } from './InfoTile'
import { LocalTimeNote } from './LocalTimeNote'
import { formatLocalTime, formatScheduleDate, formatScheduleTime } from './schedule'
import { useVisitorTimeZone } from './useVisitorTimeZone'

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
