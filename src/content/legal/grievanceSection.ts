import { siteConfig } from '../../config'
import type { LegalSection } from './types'

/**
 * The Grievance Officer and the response times, shared by the privacy policy and the terms (SPEC §9). The Hindi
 * documents build theirs with the Hindi function of `./hi/grievanceSection`.
 */
export function grievanceSection(subject: string): LegalSection {
  return {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    blocks: [
      {
        kind: 'paragraph',
        text: `In accordance with the Information Technology Act, 2000 and the rules made under it, ${siteConfig.companyName} has appointed a Grievance Officer. If you have any complaint or concern about ${subject}, please write to:`,
      },
      {
        kind: 'list',
        items: [
          `Name: ${siteConfig.grievanceOfficer}, Grievance Officer`,
          `Email: ${siteConfig.legalEmail}`,
          `Phone: ${siteConfig.phone} (${siteConfig.officeHours}, ${siteConfig.officeDays})`,
          `Address: ${siteConfig.companyName}, ${siteConfig.address}`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'We will acknowledge your complaint within 24 hours of receiving it and will resolve it within 15 days. Please include your name, the phone number or e-mail address you use with us, any order ID concerned and a short description of the issue, so that we can help you quickly.',
      },
    ],
  }
}
