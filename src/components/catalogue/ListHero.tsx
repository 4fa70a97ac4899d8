import { Container, Group, Text, Title } from '@mantine/core'
import classes from './catalogue.module.css'

/** One of a hero's figures, or one still loading: a placeholder the size of the given text, which it does not show. */
export type HeroFigure = string | { placeholder: string }

/** The banner of a list page: title, a line of text and its figures, each one phrase (e.g. '50+ Expert Priests'). */
export function ListHero({
  title,
  subtitle,
  stats,
}: {
  title: string
  subtitle: string
  stats: HeroFigure[]
}) {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Title order={1} className={classes.heroTitle}>
          {title}
        </Title>
        <Text className={classes.heroSubtitle} mt="sm" maw={640}>
          {subtitle}
        </Text>
        <Group mt="lg" gap="sm" component="ul" className={classes.heroStats}>
          {stats.map((stat, index) =>
            typeof stat === 'object' ? (
              <li key={index} className={classes.heroStat} data-placeholder aria-hidden="true">
                {stat.placeholder}
              </li>
            ) : (
              <li key={stat} className={classes.heroStat}>
                {stat}
              </li>
            ),
          )}
        </Group>
      </Container>
    </section>
  )
}
