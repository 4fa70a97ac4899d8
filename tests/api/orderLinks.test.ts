import { describe, expect, it } from 'vitest'
import { orderEventSchema } from '../../src/api/contract/orders'

const at = '2026-11-29T04:00:00.000Z'
const video = (videoUrl: string) => ({ step: 'videoReady', at, videoUrl })
const tracking = (trackingUrl: string) => ({
  step: 'prasadDispatched',
  at,
  courier: 'India Post',
  trackingNumber: 'EP123456789IN',
  trackingUrl,
})

describe("an order's links, which the order page opens for the devotee", () => {
  it('are taken when they are https', () => {
    expect(orderEventSchema.safeParse(video('https://videos.example/sankalp/1.mp4')).success).toBe(true)
    expect(orderEventSchema.safeParse(tracking('https://courier.example/track/EP1')).success).toBe(true)
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://videos.example/1.mp4'])(
    'make a reply that does not parse when they are %s',
    (url) => {
      expect(orderEventSchema.safeParse(video(url)).success).toBe(false)
      expect(orderEventSchema.safeParse(tracking(url)).success).toBe(false)
    },
  )
})
