import { Stack, Text, Title } from '@mantine/core'

/** A centred section title with an optional lead line; `id` labels the section. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb="xl">
      <Title order={2} id={id} c="maroon.7" fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {lead && (
        <Text c="gray.7" maw={640}>
          {lead}
        </Text>
      )}
    </Stack>
  )
}
