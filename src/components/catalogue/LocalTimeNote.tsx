import { Text } from '@mantine/core'
import { scheduleMessages } from '../../content/messages/catalogue'

/** Under the temple's time, for a visitor outside India: their own time, e.g. 'Fri 08:30 PM EST (your time)'. */
export function LocalTimeNote({ localTime }: { localTime: string | null }) {
  return localTime ? (
    <Text size="xs" c="dark.6">
      {scheduleMessages.localTimeLabel(localTime)}
    </Text>
  ) : null
}
