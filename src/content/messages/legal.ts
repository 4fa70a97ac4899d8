/** SPEC §2 "Privacy Policy" and "Terms & Conditions": what the legal pages show around the documents themselves. */
import { catalog } from '../catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/legal.ts', { import: 'default' }))

/** A legal document's page: the last-updated line and the table of contents. */
export const legalDocumentMessages = translatable('legalDocumentMessages', {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  contents: 'Contents',
  sectionTitle: (number: number, title: string) => `${number}. ${title}`,
} as const)
