import { Container, Text, Title } from '@mantine/core'
import { BookingCalls } from './BookingCalls'
import classes from './Home.module.css'
import { TempleCarousel } from './TempleCarousel'

export function HomeHero() {
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.heroGrid}>
        <div>
          <Text className={classes.eyebrow}>Pujas at real temples, offered in your name</Text>
          <Title order={1} className={classes.heroTitle}>
            Experience Divine Blessings from Sacred Temples, Wherever You Are
          </Title>
          <Text className={classes.heroText}>
            Book a virtual puja or offer chadava at India's revered temples. Experienced priests perform every
            ritual with a sankalp in your name, and you receive the video on WhatsApp within 3-4 days, with
            prasad and a certificate.
          </Text>
          <BookingCalls pujaLabel="Book a Puja" />
        </div>
        <TempleCarousel />
      </Container>
    </section>
  )
}
