/**
 * The Hindi grievance section, used by the Hindi privacy policy and terms (`./privacyPolicy`, `./termsConditions`).
 * The English module exports only the function that builds the section (code, not a text export), so there is nothing
 * for its catalog to swap: the Hindi documents call this function instead.
 */
import { siteConfig } from '../../../config'
import type * as english from '../grievanceSection'
import type { LegalSection } from '../types'
import common from '../../messages/hi/common'
import contact from '../../messages/hi/contact'

const { officeTime, officeDays } = contact.contactInfoMessages
/** The office's address as the footer and the contact page write it in Hindi. */
const { ourAddress } = common.commonMessages

/** `subject`: what a complaint may concern, in Hindi (e.g. 'हमारी सेवाओं या इन शर्तों'). */
export const grievanceSection: typeof english.grievanceSection = (subject: string): LegalSection => ({
  id: 'grievance-officer',
  title: 'शिकायत अधिकारी',
  blocks: [
    {
      kind: 'paragraph',
      text: `सूचना प्रौद्योगिकी अधिनियम, 2000 और उसके अंतर्गत बने नियमों के अनुसार ${siteConfig.companyName} ने एक शिकायत अधिकारी नियुक्त किया है। यदि ${subject} के बारे में आपकी कोई शिकायत या चिंता है, तो कृपया शिकायत अधिकारी को लिखें:`,
    },
    {
      kind: 'list',
      items: [
        `नाम: ${siteConfig.grievanceOfficer}, शिकायत अधिकारी`,
        `ईमेल: ${siteConfig.legalEmail}`,
        `फ़ोन: ${siteConfig.phone} (${officeDays}, ${officeTime})`,
        `पता: ${siteConfig.companyName}, ${ourAddress}`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'शिकायत मिलने के 24 घंटे के भीतर हम उसकी पावती देंगे और 15 दिनों के भीतर उसका समाधान करेंगे। कृपया अपना नाम, हमारे यहाँ दर्ज अपना फ़ोन नंबर या ईमेल पता, संबंधित ऑर्डर ID (यदि कोई हो) और समस्या का संक्षिप्त विवरण लिखें, ताकि हम जल्दी आपकी मदद कर सकें।',
    },
  ],
})
