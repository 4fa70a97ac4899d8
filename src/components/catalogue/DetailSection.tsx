import { Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import classes from './catalogue.module.css'

/** The id of the title of the section whose id is `id`. */
export const sectionTitleId = (id: string) => `${id}-title`

/** One titled section of a detail page; the id lets Book Now scroll to it, and give its title the focus. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={sectionTitleId(id)} className={classes.section}>
      <Title order={2} id={sectionTitleId(id)} tabIndex={-1} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  )
}

/** Benefit lines with a lotus bullet, under their title; the API may send one twice, and each shows. */
export function BenefitList({ title, benefits }: { title: string; benefits: readonly string[] }) {
  const titleId = useId()
  if (benefits.length === 0) return null
  return (
    <>
      <Title order={3} fz="lg" c="maroon.8" mt="md" mb="xs" id={titleId}>
        {title}
      </Title>
      <ul className={classes.benefits} aria-labelledby={titleId}>
        {benefits.map((benefit, index) => (
          <li key={`${index}-${benefit}`}>{benefit}</li>
        ))}
      </ul>
    </>
  )
}
