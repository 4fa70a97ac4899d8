import type { TextBlock } from '../textBlocks'

/** One numbered part of a legal document; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string
  title: string
  blocks: readonly TextBlock[]
}

export interface LegalDocument {
  title: string
  summary: string
  sections: readonly LegalSection[]
}
