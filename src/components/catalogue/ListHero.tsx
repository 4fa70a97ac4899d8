import { Container, Group, Text, Title } from '@mantine/core'
import classes from './catalogue.module.css'

/**
 * One of a hero's figures: a phrase, or one that comes later (a count from the API), `null` until then, which takes
 * at least the width of `widthOf` loaded or not, so the figures wrap the same way before and after it arrives.
 */
export type HeroFigure = string | { text: string | null; widthOf: string }

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
              <li
                key={index}
                className={classes.heroStat}
                data-width-of={stat.widthOf}
                aria-hidden={stat.text === null || undefined}
              >
                <span>{stat.text}</span>
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
