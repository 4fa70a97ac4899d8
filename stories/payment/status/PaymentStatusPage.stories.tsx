import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { StaticAuth } from '../../../src/auth/AuthProvider'
import { PaymentStatusPage } from '../../../src/features/payment/PaymentStatusPage'
import { PAYMENT_DATA_KEY } from '../../../src/domain/payment/paymentData'
import { horoscopePaymentData } from '../../../src/testing/fixtures/paymentStatusData'

/** The status page bound to its machine, on a mock status API: flows from the first check to the order. */
const meta = {
  title: 'Payment/PaymentStatusPage',
  component: PaymentStatusPage,
  parameters: { route: '/payment/success' },
  decorators: [
    (Story) => (
      <StaticAuth gateway={null} user={null}>
        <Story />
      </StaticAuth>
    ),
  ],
} satisfies Meta<typeof PaymentStatusPage>

export default meta
type Story = StoryObj<typeof meta>

const statusReply = (state: string) =>
  http.get('*/api/payments/status/:id', ({ params }) =>
    HttpResponse.json({
      success: true,
      state,
      merchantOrderId: params.id,
      orderId: 'OMO2611221030XYZ',
      transactionId: 'T2611221030ABCD',
      paymentDetails: [{ transactionId: 'T2611221030ABCD' }],
      amount: 10100,
    }),
  )

/** A paid consultation: the order is created once, with no sign-in, and the session is cleared. */
export const PaidConsultation: Story = {
  parameters: {
    msw: {
      handlers: [
        statusReply('COMPLETED'),
        http.post('*/api/horoscope-orders', () =>
          HttpResponse.json({ message: 'created', data: { _id: '6741a0c2e9b1f3a4c5d6e7f8' } }),
        ),
      ],
    },
  },
  beforeEach: () => {
    sessionStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify(horoscopePaymentData))
    return () => sessionStorage.removeItem(PAYMENT_DATA_KEY)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Order created successfully!')).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    await expect(canvas.getByText('₹101')).toBeInTheDocument()
    await expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).toBeNull()
  },
}

/** The order service fails: the reason with Retry, and the session data stays for the retry. */
export const OrderServiceDown: Story = {
  parameters: {
    msw: {
      handlers: [
        statusReply('COMPLETED'),
        http.post('*/api/horoscope-orders', () =>
          HttpResponse.json({ message: 'Order service is unavailable' }, { status: 503 }),
        ),
      ],
    },
  },
  beforeEach: PaidConsultation.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Order creation failed: Order service is unavailable'),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(
      await canvas.findByText('Order creation failed: Order service is unavailable'),
    ).toBeInTheDocument()
    await expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).not.toBeNull()
  },
}

/** The gateway said FAILED. */
export const Failed: Story = {
  parameters: { msw: { handlers: [statusReply('FAILED')] } },
  beforeEach: PaidConsultation.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    await expect(canvas.queryByText('Order Processing')).not.toBeInTheDocument()
  },
}
