import { termsConditions } from '../../content/legal/termsConditions'
import { LegalDocumentView } from './LegalDocumentView'

export function TermsConditionsPage() {
  return <LegalDocumentView document={termsConditions} />
}
