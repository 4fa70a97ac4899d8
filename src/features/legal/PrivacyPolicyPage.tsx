import { privacyPolicy } from '../../content/legal/privacyPolicy'
import { LegalDocumentView } from './LegalDocumentView'
import { usePageHead } from '../../lib/pageHead'

export function PrivacyPolicyPage() {
  usePageHead(privacyPolicy.title)
  return <LegalDocumentView document={privacyPolicy} />
}
