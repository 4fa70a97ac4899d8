import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'

export interface DetailRow {
  label: string
  value: string
}

/** A titled card of label/value pairs (the result card's figures and the details sections). */
export function DetailList({ title, rows }: { title?: string; rows: DetailRow[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        {title && (
          <Title order={3} fz="h5" c="maroon.7">
            {title}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
                {row.label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
