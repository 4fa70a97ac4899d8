import { describe, expect, it } from 'vitest'
import { nextTask } from '../../src/lib/nextTask'

describe('nextTask', () => {
  it('resolves to its value in a later task, after every microtask of this one', async () => {
    let resolved = false
    const later = nextTask('the value').then((value) => {
      resolved = true
      return value
    })
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve()
    expect(resolved).toBe(false)
    await expect(later).resolves.toBe('the value')
  })
})
