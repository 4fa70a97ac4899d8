/**
 * Long texts (blog articles, legal documents) as data: headings, paragraphs and lists, rendered as React elements.
 * A heading's `id` is the anchor a table of contents links to.
 */
export type TextBlock =
  | { kind: 'heading'; text: string; id?: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
