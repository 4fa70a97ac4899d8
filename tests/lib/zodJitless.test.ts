import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import '../../src/lib/zodJitless'

describe('zod under the production Content-Security-Policy', () => {
  it('runs jitless: it neither compiles parsers nor probes with new Function', () => {
    expect(z.config().jitless).toBe(true)
    const original = globalThis.Function
    let made = 0
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        made += 1
        return Reflect.construct(target, args)
      },
    })
    try {
      const schema = z.object({ name: z.string(), amount: z.number() })
      for (let i = 0; i < 3; i += 1)
        expect(schema.parse({ name: 'Asha', amount: i })).toEqual({ name: 'Asha', amount: i })
    } finally {
      globalThis.Function = original
    }
    expect(made).toBe(0)
  })
})
