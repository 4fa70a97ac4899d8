import { SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import { LabelledValue } from '../../components/LabelledValue'
import reflow from '../../components/reflowingGrid.module.css'

export interface OrderFact {
  label: string
  value: ReactNode
}

interface OrderFactsProps {
  facts: OrderFact[]
  /** Columns on a phone: two for a card's short facts, one for a receipt's long ids and references. */
  phoneColumns?: 1 | 2
}

/** Label/value pairs of an order, in a grid of three columns that folds on phones, to one where two would not fit. */
export function OrderFacts({ facts, phoneColumns = 2 }: OrderFactsProps) {
  return (
    <div className={reflow.container}>
      <SimpleGrid
        cols={{ base: phoneColumns, xs: 2, sm: 3 }}
        spacing="md"
        verticalSpacing="sm"
        component="dl"
        m={0}
        className={reflow.factsGrid}
      >
        {facts.map((fact) => (
          <LabelledValue key={fact.label} label={fact.label}>
            {fact.value}
          </LabelledValue>
        ))}
      </SimpleGrid>
    </div>
  )
}
