import { Alert, Button, Group } from '@mantine/core'
import { useState } from 'react'
import { addToCalendarMessages as messages } from '../content/messages/calendar'
import { googleCalendarLink, ritualIcs, type RitualEvent } from '../domain/payment/ritualEvent'
import { downloadText } from '../lib/download'
import { TitledPanel } from './TitledPanel'

/** After a booking and on the order page: the ritual as an .ics file or a Google Calendar entry, at its UTC start. */
export function AddToCalendar({ event }: { event: RitualEvent }) {
  const [failed, setFailed] = useState(false)
  const download = () => {
    setFailed(false)
    ritualIcs(event).then(
      (text) => downloadText(messages.fileName(event.orderId), text, 'text/calendar'),
      () => setFailed(true),
    )
  }
  return (
    <TitledPanel title={messages.title} text={messages.text}>
      {failed && (
        <Alert color="red" role="alert">
          {messages.failed}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={download}>
          {messages.download}
        </Button>
        <Button
          variant="light"
          component="a"
          href={googleCalendarLink(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {messages.google}
        </Button>
      </Group>
    </TitledPanel>
  )
}
