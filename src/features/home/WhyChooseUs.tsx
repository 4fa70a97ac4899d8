import { Container, SimpleGrid, Text, Title } from '@mantine/core'
import { homeWhyChooseUsMessages } from '../../content/messages/home'
import classes from './Home.module.css'
import reflow from '../../components/reflowingGrid.module.css'

export function WhyChooseUs() {
  return (
    <section className={`${classes.section} ${classes.whySection}`} aria-labelledby="why-title">
      <Container size="lg" className={reflow.container}>
        <Title order={2} id="why-title" className={classes.sectionTitle}>
          {homeWhyChooseUsMessages.title}
        </Title>
        <Text className={classes.sectionText}>{homeWhyChooseUsMessages.text}</Text>
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing={{ base: 'sm', sm: 'lg' }}
          mt="xl"
          className={reflow.grid}
        >
          {homeWhyChooseUsMessages.stats.map((stat) => (
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
