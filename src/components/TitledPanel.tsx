import { Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

/** A bordered section of a page, named by its title, with a line saying what it is for, above its content. */
export function TitledPanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  )
}
