import { Text } from '@mantine/core'
import { scheduleMessages } from '../../content/messages/catalogue'
import classes from './catalogue.module.css'

/**
 * Under the temple's time, for a visitor outside India: their own time, e.g. 'Fri 08:30 PM EST (your time)'. On what a
 * prerendered page paints (`keepsLine`), its line is kept from the first paint for a visitor abroad: added later, it
 * would move what is below under a tap (scripts/prerender/visitorZoneScript.ts).
 */
export function LocalTimeNote({
  localTime,
  keepsLine = false,
}: {
  localTime: string | null
  keepsLine?: boolean
}) {
  const note = localTime ? (
    <Text size="xs" c="dark.6">
      {scheduleMessages.localTimeLabel(localTime)}
    </Text>
  ) : null
  return keepsLine ? <div className={classes.localTimeSlot}>{note}</div> : note
}
