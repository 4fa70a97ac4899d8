import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import openApi from '../../docs/openapi.json'
import { OpenApiDocument, type OpenApiDocumentProps } from './OpenApiDocument'

/** The API contract (docs/openapi.json, written by `npm run contract`) for the backend team. */
const meta = {
  title: 'API/Contract',
  component: OpenApiDocument,
  args: { document: openApi as unknown as OpenApiDocumentProps['document'] },
} satisfies Meta<typeof OpenApiDocument>

export default meta
type Story = StoryObj<typeof meta>

export const Contract: Story = {
  play: async ({ canvasElement }) => {
    const orders = within(canvasElement.querySelector<HTMLElement>('section[aria-label="poojaOrderList"]')!)
    await expect(orders.getByText('/api/pooja-orders/user/{uid}')).toBeInTheDocument()
    await expect(orders.getByText("ID token of the data's owner")).toBeInTheDocument()
  },
}
