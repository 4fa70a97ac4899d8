import { Container, Text, Title } from '@mantine/core'
import { commonMessages } from '../../content/messages/common'
import { homeHeroMessages } from '../../content/messages/home'
import { BookingCalls } from './BookingCalls'
import classes from './Home.module.css'
import { TempleCarousel } from './TempleCarousel'

export function HomeHero() {
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.heroGrid}>
        <div>
          <Text className={classes.eyebrow}>{homeHeroMessages.eyebrow}</Text>
          <Title order={1} className={classes.heroTitle}>
            {homeHeroMessages.title}
          </Title>
          <Text className={classes.heroText}>{homeHeroMessages.text}</Text>
          <BookingCalls pujaLabel={commonMessages.bookAPuja} />
        </div>
        <TempleCarousel />
      </Container>
    </section>
  )
}
