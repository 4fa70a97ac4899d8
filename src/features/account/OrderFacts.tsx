import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface OrderFact {
  label: string
  value: ReactNode
}

/** Label/value pairs of an order card, in a grid that folds to two columns on phones. */
export function OrderFacts({ facts }: { facts: OrderFact[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
