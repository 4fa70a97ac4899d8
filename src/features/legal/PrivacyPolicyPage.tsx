import { privacyPolicy } from '../../content/legal/privacyPolicy'
import { LegalDocumentView } from './LegalDocumentView'

export function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />
}
