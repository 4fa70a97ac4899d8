import { Text } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import classes from './catalogue.module.css'

/** One line of a list card (its date, its place) after a small icon, which screen readers skip. */
export function CardFact({ icon: FactIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Text fz="sm" c="dark.6" className={classes.cardFact}>
      <FactIcon size={16} stroke={1.8} aria-hidden="true" />
      {children}
    </Text>
  )
}
