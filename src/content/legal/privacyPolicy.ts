import { siteConfig } from '../../config'
import { catalog } from '../catalog'
import { grievanceSection } from './grievanceSection'
import type { LegalDocument } from './types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/privacyPolicy.ts', { import: 'default' }),
)

const { companyName, productName, legalEmail, address } = siteConfig

/** The privacy policy of the owner company (SPEC §2 legal, §9). */
export const privacyPolicy: LegalDocument = translatable('privacyPolicy', {
  title: 'Privacy Policy',
  summary: `How ${companyName} collects, uses, shares and protects your personal data when you use ${productName}.`,
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        {
          kind: 'paragraph',
          text: `${productName} is operated by ${companyName} (“${productName}”, “we”, “us” or “our”), a private limited company incorporated in India with its registered office at ${address}. This Privacy Policy explains how we handle personal data when you visit our website, book a puja, chadava offering or astrology consultation, make a donation or otherwise use our services (together, the “Services”).`,
        },
        {
          kind: 'paragraph',
          text: 'This policy is published in accordance with the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and the Digital Personal Data Protection Act, 2023, to the extent applicable. By using the Services you agree to the handling of your data as described here.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        { kind: 'heading', text: 'Information you give us' },
        {
          kind: 'list',
          items: [
            'Account details: your mobile phone number, used to sign in with a one-time password (OTP), and optionally your display name and e-mail address.',
            'Booking details: the name and WhatsApp number of the person booking, and for the ritual itself the devotee’s full name, gotra, address, city, state, pincode and any special instructions or wishes for the sankalp.',
            'Consultation details: your name, e-mail address, phone number and the date and time slot you choose.',
            'Messages: what you write to us through the contact form, by e-mail or on WhatsApp, and your e-mail address if you subscribe to our newsletter.',
          ],
        },
        { kind: 'heading', text: 'Information collected automatically' },
        {
          kind: 'list',
          items: [
            'Approximate location: the country you are browsing from, worked out from your IP address, so that we can show prices in rupees or dollars. We store it in your browser for 24 hours.',
            'Technical data: browser type, device information, pages visited and the date and time of your visit, as recorded in standard server logs.',
          ],
        },
        { kind: 'heading', text: 'Payment information' },
        {
          kind: 'paragraph',
          text: 'Payments are processed by our payment gateway partners. We do not collect or store your full card number, CVV, UPI PIN or net-banking password. We receive only the transaction reference, amount and status needed to confirm your order.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use your personal data only for the purposes for which it was collected, namely to:',
        },
        {
          kind: 'list',
          items: [
            'verify your phone number and keep your account secure;',
            'arrange the puja, chadava or consultation you book, including passing your name, gotra and intention to the temple and priest who perform the ritual;',
            'send you the video of the ritual on WhatsApp, dispatch prasad and your certificate to your address, and tell you about the status of your order;',
            'process payments, refunds and donation receipts;',
            'answer your questions and complaints;',
            'send the newsletter you subscribed to, which you may leave at any time;',
            'improve and secure the Services, and meet our legal, tax and accounting obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal data, and we do not use your religious details for any purpose other than performing the rituals you request.',
        },
      ],
    },
    {
      id: 'sharing-information',
      title: 'How We Share Information',
      blocks: [
        { kind: 'paragraph', text: 'We share personal data only as far as needed to provide the Services:' },
        {
          kind: 'list',
          items: [
            'Temples and priests: the devotee’s name, gotra and wish, so that the sankalp can be taken correctly.',
            'Delivery partners: the name, address and phone number needed to deliver prasad and certificates.',
            'Service providers: payment gateways, our phone sign-in provider, cloud hosting, and messaging services such as WhatsApp, each bound to use the data only on our instructions.',
            'Authorities: where required by law, a court order or a lawful request of a government agency.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If our business is merged with or transferred to another company, your data may be transferred as part of that transaction, subject to this policy.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      title: 'Cookies and Local Storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use your browser’s local and session storage to remember your detected country for 24 hours, keep you signed in and hold the details of a payment in progress until it is confirmed. Our sign-in provider may set cookies needed for security, including an invisible check that protects phone sign-in from abuse. We do not use advertising cookies. You can clear this data at any time in your browser settings, although some features may then stop working until you sign in again.',
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep your account data for as long as your account is active. Order, payment and donation records are kept for the period required by Indian tax and accounting law, usually eight years. Messages and newsletter subscriptions are kept until the matter is resolved or you unsubscribe. When data is no longer needed we delete or anonymise it.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use reasonable security practices, including encrypted connections (HTTPS), access controls limited to staff who need the data, and service providers with recognised security standards. No system is perfectly secure; if we become aware of a personal data breach that affects you, we will inform you and the relevant authorities as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      blocks: [
        { kind: 'paragraph', text: 'Subject to applicable law, you may:' },
        {
          kind: 'list',
          items: [
            'ask for a summary of the personal data we hold about you and how we use it;',
            'ask us to correct, complete or update inaccurate data (you can edit your profile at any time);',
            'withdraw your consent and ask us to erase your data, unless we must keep it by law;',
            'nominate another person to exercise these rights on your behalf in the event of death or incapacity;',
            'raise a complaint with our Grievance Officer, and if you are not satisfied, with the Data Protection Board of India.',
          ],
        },
        { kind: 'paragraph', text: `To exercise any of these rights, write to ${legalEmail}.` },
      ],
    },
    {
      id: 'children',
      title: 'Children’s Privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our Services are not intended for, and are not offered to, anyone under the age of 18. We do not knowingly collect personal data from children. A parent or guardian may book a puja that names a child as a beneficiary of the sankalp; in that case the adult making the booking is our customer and is responsible for the details provided. If you believe a child has given us personal data, please contact us at ${legalEmail} and we will delete it.`,
        },
      ],
    },
    {
      id: 'international-users',
      title: 'Users Outside India',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We serve devotees around the world, but our Services are operated from India and your data is processed and stored in India or with our service providers, who may process it in other countries with appropriate safeguards. By using the Services from outside India you understand that your data will be handled under Indian law as described in this policy.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time. The date of the latest update appears at the top of this page. If we make a significant change, we will tell you on the website or by message before it takes effect.',
        },
      ],
    },
    grievanceSection('the way we handle your personal data'),
  ],
})
