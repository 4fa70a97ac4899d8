/**
 * Long texts (blog articles, legal documents) as data: headings, paragraphs and lists, rendered as React elements.
 * A heading's `id` is the anchor a table of contents links to.
 */
export type TextBlock =
  | { kind: 'heading'; text: string; id?: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }

/** Number of words in a set of blocks, for reading-time estimates and length checks. */
export function countWords(blocks: readonly TextBlock[]): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  return blocks.reduce(
    (total, block) => total + (block.kind === 'list' ? block.items.reduce((sum, item) => sum + words(item), 0) : words(block.text)),
    0,
  )
}
