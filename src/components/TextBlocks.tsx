import { List, Stack, Text, Title } from '@mantine/core'
import type { TextBlock } from '../content/textBlocks'

interface TextBlocksProps {
  blocks: readonly TextBlock[]
  /** The heading level the blocks' headings take under the page's own headings. */
  headingOrder: 2 | 3
}

/** Renders a long text written as data (SPEC: no raw HTML), with readable line length and spacing. */
export function TextBlocks({ blocks, headingOrder }: TextBlocksProps) {
  return (
    <Stack gap="md">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`
        switch (block.kind) {
          case 'heading':
            return (
              <Title
                key={key}
                order={headingOrder}
                id={block.id}
                fz={headingOrder === 2 ? 24 : 19}
                c="maroon.7"
                mt="sm"
                style={{ scrollMarginTop: 88 }}
              >
                {block.text}
              </Title>
            )
          case 'paragraph':
            return (
              <Text key={key} fz="md" lh={1.75} c="gray.9">
                {block.text}
              </Text>
            )
          case 'list':
            return (
              <List key={key} spacing={6} fz="md" lh={1.7} c="gray.9" pl="xs">
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )
        }
      })}
    </Stack>
  )
}
