import { Anchor, Badge, Button, Container, SimpleGrid, Skeleton, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { PriceTag } from '../../components/PriceTag'
import type { Priced } from '../../domain/money'
import classes from './Home.module.css'
import type { StartingPricesState } from './useStartingPrices'

interface Service {
  title: string
  badge: 'Featured' | 'New' | 'Trending'
  icon: string
  text: string
  to: string
  action: string
  price: 'puja' | 'chadava' | null
}

const services: Service[] = [
  {
    title: 'Puja',
    badge: 'Featured',
    icon: '🪔',
    text: 'Virtual pujas performed by expert priests at sacred temples, with a sankalp in your name and gotra.',
    to: '/virtual-puja',
    action: 'Explore Pujas',
    price: 'puja',
  },
  {
    title: 'Chadava Offerings',
    badge: 'New',
    icon: '🌼',
    text: 'Offer flowers, sweets, diyas and chunris at the temple, placed before the deity on your behalf.',
    to: '/chadava',
    action: 'Explore Chadava',
    price: 'chadava',
  },
  {
    title: 'Daily Horoscope',
    badge: 'Trending',
    icon: '✨',
    text: 'Daily readings for all twelve zodiac signs, and personal consultations with expert astrologers.',
    to: '/horoscope',
    action: 'Read Horoscope',
    price: null,
  },
]

function StartingPrice({ prices, which }: { prices: StartingPricesState; which: 'puja' | 'chadava' }) {
  if (prices.status === 'loading') return <Skeleton height={22} width={120} aria-hidden="true" />
  const price: Priced | null = prices.prices[which]
  if (!price) return null
  return (
    <Text fw={600} c="maroon.8">
      Starting from <PriceTag price={price} fw={700} />
    </Text>
  )
}

/** The three services with their badges and starting prices, and the Contact Us link (SPEC §2). */
export function ServicesSection({ prices }: { prices: StartingPricesState }) {
  return (
    <section className={classes.section} aria-labelledby="services-title">
      <Container size="lg">
        <Title order={2} id="services-title" className={classes.sectionTitle}>
          Our Sacred Services
        </Title>
        <Text className={classes.sectionText}>
          Everything you need to stay close to the divine, from wherever you are.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          {services.map((service) => (
            <article
              key={service.title}
              className={classes.serviceCard}
              aria-labelledby={`service-${service.badge}`}
            >
              <div className={classes.serviceTop}>
                <span className={classes.serviceIcon} aria-hidden="true">
                  {service.icon}
                </span>
                <Badge color={service.badge === 'New' ? '#237032' : 'maroon.8'} variant="filled">
                  {service.badge}
                </Badge>
              </div>
              <Title order={3} id={`service-${service.badge}`} c="maroon.8">
                {service.title}
              </Title>
              <Text c="dark.6" fz="sm" className={classes.serviceText}>
                {service.text}
              </Text>
              {service.price && <StartingPrice prices={prices} which={service.price} />}
              <Button component={Link} to={service.to} fullWidth mt="sm">
                {service.action}
              </Button>
            </article>
          ))}
        </SimpleGrid>
        <Text ta="center" mt="xl" c="dark.6">
          Not sure which service is right for you?{' '}
          <Anchor component={Link} to="/contact" fw={600} c="maroon.8" underline="always">
            Contact Us
          </Anchor>
        </Text>
      </Container>
    </section>
  )
}
