import { Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LabelledValue } from './LabelledValue'

interface DetailRow {
  label: string
  value: string
}

interface DetailListProps {
  title?: string
  rows: DetailRow[]
  /** What the card shows below its pairs (the personal details' names in the sankalp). */
  children?: ReactNode
  /** 2 for a section of a page under its h1; 3 inside a dialog, under its title. */
  headingOrder?: 2 | 3
}

/** A titled card of label/value pairs (the result card's figures and the details sections). */
export function DetailList({ title, rows, children, headingOrder = 2 }: DetailListProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        {title && (
          <Title order={headingOrder} fz="h5" c="maroon.7">
            {title}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          {rows.map((row) => (
            <LabelledValue key={row.label} label={row.label}>
              {row.value}
            </LabelledValue>
          ))}
        </SimpleGrid>
        {children}
      </Stack>
    </Paper>
  )
}
