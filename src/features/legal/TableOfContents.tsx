import { Anchor, Box, Stack, Title } from '@mantine/core'
import type { LegalSection } from '../../content/legal/types'
import { legalDocumentMessages } from '../../content/messages/legal'

/** Links that jump to each section heading of a legal document. */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Box component="nav" aria-labelledby="toc-title">
      <Title order={2} id="toc-title" fz="md" c="maroon.7" mb="xs">
        {legalDocumentMessages.contents}
      </Title>
      <Stack component="ol" gap={6} m={0} pl="lg">
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} fz="sm" c="gray.8">
              {section.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  )
}
