import { termsConditions } from '../../content/legal/termsConditions'
import { LegalDocumentView } from './LegalDocumentView'
import { usePageHead } from '../../lib/pageHead'

export function TermsConditionsPage() {
  usePageHead(termsConditions.title)
  return <LegalDocumentView document={termsConditions} />
}
