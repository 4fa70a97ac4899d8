import { describe, expect, it } from 'vitest'
import { orderDetailOf, orderRitualEvent } from '../../../src/features/account/orderDetail'
import { eventOf } from '../../../src/domain/order/timeline'
import { chadavaOrders } from '../../../src/testing/fixtures/orders'
import { videoReadyOrder } from '../../../src/testing/fixtures/orderTimeline'

const TEMPLE_IN_HINDI = 'श्री सिद्धिविनायक मंदिर, मुंबई'

describe('the order page’s order, for a visitor reading Hindi', () => {
  it('names the temple that confirmed it in Hindi, on its step and as the ritual’s place', () => {
    const order = orderDetailOf({
      ...videoReadyOrder,
      inLanguage: { name: 'सिद्धिविनायक में संकट नाशन गणेश पूजा', temple: TEMPLE_IN_HINDI },
    })
    expect(eventOf(order, 'confirmed')?.temple).toBe(TEMPLE_IN_HINDI)
    expect(orderRitualEvent(order)?.place).toBe(TEMPLE_IN_HINDI)
  })

  it('keeps the temple’s own name when the reply gives none in the visitor’s language', () => {
    expect(eventOf(orderDetailOf(videoReadyOrder), 'confirmed')?.temple).toBe(
      'Shree Siddhivinayak Temple, Mumbai',
    )
  })

  it('lists a chadava’s offerings by their names in Hindi', () => {
    const [order] = chadavaOrders
    const named = order!.selectedOfferings.map((offering, index) => ({
      name: `चढ़ावा ${index + 1}`,
      description: offering.description,
    }))
    const detail = orderDetailOf({ ...order!, inLanguage: { name: 'चढ़ावा', selectedOfferings: named } })
    expect(detail.packageText).toBe('चढ़ावा 1, चढ़ावा 2')
  })
})
