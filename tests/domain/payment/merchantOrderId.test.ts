import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { merchantOrderIdSchema } from '../../../src/api/schemas'
import {
  MERCHANT_ORDER_PREFIXES,
  createMerchantOrderId,
  randomOrderPart,
  type MerchantOrderKind,
} from '../../../src/domain/payment/merchantOrderId'

const kinds = Object.keys(MERCHANT_ORDER_PREFIXES) as MerchantOrderKind[]

describe('createMerchantOrderId', () => {
  it('is prefix, timestamp and random part, uppercase, at most 62 characters of [A-Z0-9_]', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 0, max: 8_640_000_000_000_000 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (kind, now, bytes) => {
          const id = createMerchantOrderId(kind, now, randomOrderPart(bytes))
          expect(id.length).toBeLessThanOrEqual(62)
          expect(id).toBe(id.toUpperCase())
          expect(id.startsWith(`${MERCHANT_ORDER_PREFIXES[kind]}${now}_`)).toBe(true)
          expect(merchantOrderIdSchema.safeParse(id).success).toBe(true)
        },
      ),
    )
  })

  it('stays valid whatever random text it is given', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string({ maxLength: 200 }), (kind, random) => {
        const id = createMerchantOrderId(kind, 1_763_778_000_000, random)
        expect(merchantOrderIdSchema.safeParse(id).success).toBe(true)
      }),
    )
  })

  it('differs between attempts made in the same millisecond', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 2 ** 45 }), (kind, now) => {
        const ids = new Set(Array.from({ length: 200 }, () => createMerchantOrderId(kind, now)))
        expect(ids.size).toBe(200)
      }),
      { numRuns: 50 },
    )
  })

  it('uses the POOJA_, CHADAVA_ and HOROSCOPE_ prefixes', () => {
    expect(createMerchantOrderId('puja', 1, 'ab')).toBe('POOJA_1_AB')
    expect(createMerchantOrderId('chadava', 1, 'ab')).toBe('CHADAVA_1_AB')
    expect(createMerchantOrderId('horoscope', 1, 'ab')).toBe('HOROSCOPE_1_AB')
  })
})
