import { Container, Text, Title } from '@mantine/core'
import { BookingCalls } from './BookingCalls'
import classes from './Home.module.css'

export function ClosingCallToAction() {
  return (
    <section className={classes.closing} aria-labelledby="closing-title">
      <Container size="md" ta="center">
        <Title order={2} id="closing-title" className={classes.closingTitle}>
          Begin Your Spiritual Journey Today
        </Title>
        <Text className={classes.closingText}>
          Join over 50,000 devotees who receive blessings from India's sacred temples.
        </Text>
        <BookingCalls pujaLabel="Book a Puja Now" justify="center" />
      </Container>
    </section>
  )
}
