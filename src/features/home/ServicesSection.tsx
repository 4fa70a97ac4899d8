import { Anchor, Badge, Button, Container, SimpleGrid, Skeleton, Text, Title } from '@mantine/core'
import { IconFlame, IconFlower, IconSparkles, type Icon } from '@tabler/icons-react'
import { Link } from '../../components/LocalLink'
import { PriceTag } from '../../components/PriceTag'
import { commonMessages } from '../../content/messages/common'
import { homeServicesMessages } from '../../content/messages/home'
import type { Priced } from '../../domain/money'
import classes from './Home.module.css'
import type { StartingPricesState } from './useStartingPrices'

interface Service {
  /** Its texts in `homeServicesMessages`, read as the section renders. */
  name: 'puja' | 'chadava' | 'horoscope'
  headingId: string
  badgeColor: string
  icon: Icon
  to: string
  price: 'puja' | 'chadava' | null
}

const services: Service[] = [
  {
    name: 'puja',
    headingId: 'service-Featured',
    badgeColor: 'maroon.8',
    icon: IconFlame,
    to: '/virtual-puja',
    price: 'puja',
  },
  {
    name: 'chadava',
    headingId: 'service-New',
    badgeColor: '#237032',
    icon: IconFlower,
    to: '/chadava',
    price: 'chadava',
  },
  {
    name: 'horoscope',
    headingId: 'service-Trending',
    badgeColor: 'maroon.8',
    icon: IconSparkles,
    to: '/horoscope',
    price: null,
  },
]

function StartingPrice({ prices, which }: { prices: StartingPricesState; which: 'puja' | 'chadava' }) {
  if (prices.status === 'loading') return <Skeleton height={22} width={120} aria-hidden="true" />
  const price: Priced | null = prices.prices[which]
  if (!price) return null
  return (
    <Text fw={600} c="maroon.8">
      {commonMessages.startingFrom} <PriceTag price={price} fw={700} />
    </Text>
  )
}

/** The three services with their badges and starting prices, and the Contact Us link (SPEC §2). */
export function ServicesSection({ prices }: { prices: StartingPricesState }) {
  return (
    <section className={classes.section} aria-labelledby="services-title">
      <Container size="lg">
        <Title order={2} id="services-title" className={classes.sectionTitle}>
          {homeServicesMessages.title}
        </Title>
        <Text className={classes.sectionText}>{homeServicesMessages.text}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          {services.map((service) => (
            <article
              key={service.headingId}
              className={classes.serviceCard}
              aria-labelledby={service.headingId}
            >
              <div className={classes.serviceTop}>
                <span className={classes.serviceIcon}>
                  <service.icon size={30} stroke={1.6} aria-hidden="true" />
                </span>
                <Badge color={service.badgeColor} variant="filled">
                  {homeServicesMessages[service.name].badge}
                </Badge>
              </div>
              <Title order={3} id={service.headingId} c="maroon.8">
                {homeServicesMessages[service.name].title}
              </Title>
              <Text c="dark.6" fz="sm" className={classes.serviceText}>
                {homeServicesMessages[service.name].text}
              </Text>
              {service.price && <StartingPrice prices={prices} which={service.price} />}
              <Button component={Link} to={service.to} fullWidth mt="sm">
                {homeServicesMessages[service.name].action}
              </Button>
            </article>
          ))}
        </SimpleGrid>
        <Text ta="center" mt="xl" c="dark.6">
          {homeServicesMessages.notSure}{' '}
          <Anchor component={Link} to="/contact" fw={600} c="maroon.8" underline="always">
            {commonMessages.contactUs}
          </Anchor>
        </Text>
      </Container>
    </section>
  )
}
