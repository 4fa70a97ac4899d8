import { Container, Text, Title } from '@mantine/core'
import { closingCallMessages } from '../../content/messages/home'
import { BookingCalls } from './BookingCalls'
import classes from './Home.module.css'

export function ClosingCallToAction() {
  return (
    <section className={classes.closing} aria-labelledby="closing-title">
      <Container size="md" ta="center">
        <Title order={2} id="closing-title" className={classes.closingTitle}>
          {closingCallMessages.title}
        </Title>
        <Text className={classes.closingText}>{closingCallMessages.text}</Text>
        <BookingCalls pujaLabel={closingCallMessages.bookPuja} justify="center" />
      </Container>
    </section>
  )
}
