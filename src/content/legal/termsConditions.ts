import { siteConfig } from '../../config'
import { catalog } from '../catalog'
import { grievanceSection } from './grievanceSection'
import type { LegalDocument } from './types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/termsConditions.ts', { import: 'default' }),
)

const { companyName, productName, legalEmail, email, address } = siteConfig

/** The terms and conditions of the owner company (SPEC §2 legal, §9). */
export const termsConditions: LegalDocument = translatable('termsConditions', {
  title: 'Terms & Conditions',
  summary: `The agreement between you and ${companyName} for the use of ${productName} and the booking of its services.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Terms & Conditions (“Terms”) govern your use of the ${productName} website and services, which are owned and operated by ${companyName}, a private limited company incorporated under the Companies Act, 2013, with its registered office at ${address} (“${productName}”, “we”, “us” or “our”).`,
        },
        {
          kind: 'paragraph',
          text: 'By browsing the website, signing in or booking any service, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the website. These Terms are an electronic record under the Information Technology Act, 2000 and do not require a physical or digital signature.',
        },
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872 to use our Services. We do not serve anyone under 18. By using the Services you confirm that you meet these requirements. A booking made on behalf of a family member, including a child, must be made by an adult who accepts these Terms.',
        },
      ],
    },
    {
      id: 'our-services',
      title: 'Our Services',
      blocks: [
        {
          kind: 'paragraph',
          text: `${productName} is a marketplace and intermediary that connects devotees with verified temples and priests. Through us you can book virtual pujas performed on your behalf, chadava offerings made at temples, daily horoscope readings and paid astrology consultations, and you can make donations.`,
        },
        {
          kind: 'paragraph',
          text: 'The rituals themselves are performed by the temples and priests according to their own traditions. We arrange the booking, pass on your details and intention, coordinate the ritual and deliver its record to you. Minor variations in how a ritual is performed, in accordance with the temple’s custom, are not a failure of service.',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Your Account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You sign in with your mobile phone number and a one-time password (OTP). You are responsible for keeping access to your phone secure and for all activity under your account. Please give accurate details, including the names and gotra to be recited in the sankalp, and tell us promptly if anything changes or if you suspect unauthorised use of your account.',
        },
      ],
    },
    {
      id: 'bookings-and-delivery',
      title: 'Bookings and Delivery',
      blocks: [
        {
          kind: 'list',
          items: [
            'A booking is confirmed only after your payment succeeds and you have provided the personal details needed for the ritual.',
            'Pujas and chadava offerings are performed on the scheduled date shown at booking, or on the nearest suitable date where the temple’s calendar requires a change. We will inform you of any change.',
            'A video of your puja or offering is sent to your WhatsApp number within 3-4 days of the ritual. Prasad and a certificate of completion are sent to the address you give us; delivery times depend on your location.',
            'Astrology consultations take place at the date and time slot you select, for the duration you paid for (10 or 20 minutes).',
            'Temples may restrict photography or filming of certain rituals or areas. In such cases we will share what the temple permits.',
          ],
        },
      ],
    },
    {
      id: 'pricing-and-payment',
      title: 'Pricing and Payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Prices are shown in Indian rupees for visitors in India and in US dollars for visitors elsewhere, and include applicable taxes unless stated otherwise. Payments are processed securely by our payment gateway partners by card, UPI or net banking. We are not responsible for charges your bank or card issuer may add, such as currency conversion fees.',
        },
      ],
    },
    {
      id: 'cancellations-and-refunds',
      title: 'Cancellations and Refunds',
      blocks: [
        {
          kind: 'list',
          items: [
            'You may cancel a puja or chadava booking before the priest has begun preparing for the ritual, by writing to us with your order ID. Once preparation has begun or the ritual has been performed, it cannot be cancelled.',
            'If we or the temple are unable to perform a booked ritual and cannot offer a suitable alternative date, we will refund your payment to the original payment method.',
            'If a payment is taken but the booking fails, the amount will be refunded.',
            'All refunds are made after deducting the transaction charges levied by the payment gateway and banks, which are not returned to us.',
            'Approved refunds are processed within 7-10 working days; the time for the amount to reach your account depends on your bank.',
            'Donations are voluntary contributions and are not refundable, except where a payment was made in error and reported to us within 7 days.',
          ],
        },
      ],
    },
    {
      id: 'donations',
      title: 'Donations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Donations are passed on to the temple, trust or cause you choose. Where the recipient is registered under Section 80G of the Income Tax Act, 1961, a receipt that may be used to claim a tax deduction will be issued; whether you can claim a deduction depends on your own tax position. We do not give tax advice.',
        },
      ],
    },
    {
      id: 'astrology-disclaimer',
      title: 'Horoscope and Astrology Disclaimer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Horoscope readings and astrology consultations reflect the traditional knowledge and interpretation of the astrologer. They are offered for spiritual guidance only and are not a substitute for medical, legal, financial or psychological advice. Decisions you take on their basis are your own responsibility.',
        },
        {
          kind: 'paragraph',
          text: 'Likewise, pujas and offerings are acts of faith. We promise that the rituals you book will be performed sincerely and authentically, but we make no promise of any particular outcome.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      blocks: [
        { kind: 'paragraph', text: 'When using the Services you agree not to:' },
        {
          kind: 'list',
          items: [
            'give false information or book in another person’s name without their consent;',
            'use the Services for any unlawful purpose or to hurt religious sentiments;',
            'request rituals intended to harm any person;',
            'interfere with the website’s security, or copy, scrape or resell its content or services.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: `All content on the website, including text, articles, images, logos and design, belongs to ${companyName} or its licensors. You may view and share it for personal, non-commercial use with acknowledgement. The videos and certificates of your own rituals are for your personal use.`,
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the extent permitted by law, our total liability for any claim relating to a booking is limited to the amount you paid for that booking. We are not liable for indirect or consequential loss, or for delays or failures caused by events beyond our reasonable control, such as natural disasters, temple closures, public health restrictions, government orders or failures of third-party networks.',
        },
      ],
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You agree to indemnify us against claims, losses and costs arising from your breach of these Terms or from inaccurate information you provide.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Jurisdiction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms are governed by the laws of India. Subject to the grievance process below, the courts at Gurugram, Haryana have exclusive jurisdiction over any dispute arising from them or from your use of the Services.',
        },
      ],
    },
    {
      id: 'changes-to-terms',
      title: 'Changes to These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may revise these Terms from time to time. The date at the top of this page shows when they last changed. Bookings already confirmed remain subject to the Terms in force when you made them.',
        },
      ],
    },
    grievanceSection('our Services or these Terms'),
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: `For legal notices write to ${legalEmail}. For everyday questions about bookings, write to ${email} or use the contact page; we reply within 24 hours.`,
        },
      ],
    },
  ],
})
