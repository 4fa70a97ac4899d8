import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobileViewport } from '../../.storybook/viewports'
import { LegalDocumentView } from '../../src/features/legal/LegalDocumentView'
import { privacyPolicy } from '../../src/content/legal/privacyPolicy'
import { termsConditions } from '../../src/content/legal/termsConditions'

const meta = {
  title: 'Legal/LegalDocumentView',
  component: LegalDocumentView,
  args: { document: privacyPolicy },
} satisfies Meta<typeof LegalDocumentView>

export default meta
type Story = StoryObj<typeof meta>

export const PrivacyPolicy: Story = { parameters: { route: '/privacy-policy' } }

export const TermsConditions: Story = {
  args: { document: termsConditions },
  parameters: { route: '/terms-conditions' },
}

export const TermsOnMobile: Story = {
  args: { document: termsConditions },
  parameters: { route: '/terms-conditions' },
  globals: mobileViewport,
}
