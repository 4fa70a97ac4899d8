import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderDetailOf } from '../../../src/features/account/orderDetail'
import { OrderReceipt } from '../../../src/features/account/OrderReceipt'
import { chadavaOrders } from '../../../src/testing/fixtures/orders'
import { videoReadyOrder } from '../../../src/testing/fixtures/orderTimeline'
import { renderPage } from '../../render'

const receiptOf = (order: Parameters<typeof orderDetailOf>[0]) =>
  renderPage(<OrderReceipt order={orderDetailOf(order)} showDollars={false} onPrint={() => {}} />)

describe('the receipt', () => {
  it('names what a chadava booked its offerings, and a puja’s its package', () => {
    const [chadava] = chadavaOrders
    receiptOf(chadava!)
    expect(screen.getByText('Offerings').nextElementSibling).toHaveTextContent(
      'Bilva Patra (108 leaves), Gangajal Abhishek',
    )
    expect(screen.queryByText('Package')).not.toBeInTheDocument()
  })

  it('names a puja’s package', () => {
    receiptOf(videoReadyOrder)
    expect(screen.getByText('Package').nextElementSibling).toHaveTextContent(videoReadyOrder.selectedPackage)
    expect(screen.queryByText('Offerings')).not.toBeInTheDocument()
  })
})
