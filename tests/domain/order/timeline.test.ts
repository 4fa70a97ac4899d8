import { describe, expect, it } from 'vitest'
import { currentStep, orderTimeline, sankalpLink } from '../../../src/domain/order/timeline'
import { poojaOrders } from '../../../src/testing/fixtures/orders'
import {
  deliveredOrder,
  justBookedOrder,
  refundPendingOrder,
  refundedOrder,
  videoReadyOrder,
} from '../../../src/testing/fixtures/orderTimeline'

const states = (order: Parameters<typeof orderTimeline>[0]) =>
  orderTimeline(order).map((step) => `${step.step}:${step.state}`)

describe('an order timeline', () => {
  it('a new order is booked, the temple is next with its date, the rest is still to come', () => {
    expect(states(justBookedOrder)).toEqual([
      'booked:done',
      'confirmed:next',
      'performed:upcoming',
      'videoReady:upcoming',
      'prasadDispatched:upcoming',
      'delivered:upcoming',
    ])
    expect(orderTimeline(justBookedOrder)[1]).toEqual({
      step: 'confirmed',
      state: 'next',
      expectedBy: '2026-11-20T06:40:00.000Z',
    })
    expect(orderTimeline(justBookedOrder)[0]?.event).toMatchObject({
      paymentReference: 'POOJA_1763613600000_B3X8T1',
    })
    expect(currentStep(justBookedOrder)).toBe('booked')
  })

  it('each step done says when; the current step is the last one done', () => {
    expect(currentStep(videoReadyOrder)).toBe('videoReady')
    expect(orderTimeline(videoReadyOrder)[4]?.state).toBe('next')
    expect(currentStep(deliveredOrder)).toBe('delivered')
    expect(orderTimeline(deliveredOrder).every((step) => step.state === 'done' && step.at)).toBe(true)
  })

  it('a cancelled order shows the cancellation and the refund instead of the ritual', () => {
    expect(states(refundPendingOrder)).toEqual(['booked:done', 'cancelled:done', 'refunded:next'])
    expect(states(refundedOrder)).toEqual(['booked:done', 'cancelled:done', 'refunded:done'])
    expect(currentStep(refundedOrder)).toBe('refunded')
  })

  it('an order sent without a history was booked when it was made, and nothing more is claimed', () => {
    const order = poojaOrders[1]!
    expect(orderTimeline(order)[0]).toEqual({ step: 'booked', state: 'done', at: order.createdAt })
    expect(
      states(order)
        .slice(1)
        .every((state) => state.endsWith(':upcoming')),
    ).toBe(true)
  })
})

describe('the sankalp link', () => {
  it('points the video at the second the name is read, replacing any fragment', () => {
    expect(sankalpLink('https://videos.example/v.mp4', 95)).toBe('https://videos.example/v.mp4#t=95')
    expect(sankalpLink('https://videos.example/v.mp4?q=1#start', 5)).toBe(
      'https://videos.example/v.mp4?q=1#t=5',
    )
  })
})
