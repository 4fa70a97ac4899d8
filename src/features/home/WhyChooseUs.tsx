import { Container, SimpleGrid, Text, Title } from '@mantine/core'
import classes from './Home.module.css'

/** SPEC §1 and §9's figures. */
const stats = [
  {
    value: '50,000+',
    label: 'Devotees Served',
    text: 'Families across the world trust us with their prayers.',
  },
  {
    value: '500+',
    label: 'Pujas Performed',
    text: '100% authentic rituals, following each temple’s traditions.',
  },
  {
    value: '50+',
    label: 'Expert Priests',
    text: 'Learned priests at verified temples perform every ritual.',
  },
  {
    value: '4.9 ★',
    label: 'Devotee Rating',
    text: '24/7 service, with a video of your puja within 3-4 days.',
  },
]

export function WhyChooseUs() {
  return (
    <section className={`${classes.section} ${classes.whySection}`} aria-labelledby="why-title">
      <Container size="lg">
        <Title order={2} id="why-title" className={classes.sectionTitle}>
          Why Choose Us
        </Title>
        <Text className={classes.sectionText}>Devotion, authenticity and care in every offering.</Text>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} mt="xl">
          {stats.map((stat) => (
            <div key={stat.label} className={classes.statTile}>
              <span className={classes.statValue}>{stat.value}</span>
              <Text fw={700} c="maroon.8">
                {stat.label}
              </Text>
              <Text fz="sm" c="dark.6">
                {stat.text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  )
}
