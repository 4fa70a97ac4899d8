import { SimpleGrid, Text, Title } from '@mantine/core'
import classes from './catalogue.module.css'

export interface Step {
  title: string
  text: string
}

/** A numbered four-step explainer ('How This Puja Works', 'How This Chadava Works'). */
export function HowItWorks({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <section aria-labelledby="how-it-works" className={classes.section}>
      <Title order={2} id="how-it-works" className={classes.sectionTitle}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ol" className={classes.steps}>
        {steps.map((step, i) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <Text fw={700} c="maroon.8">
              {step.title}
            </Text>
            <Text fz="sm" c="dark.6">
              {step.text}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </section>
  )
}
