import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHasPassed } from '../../../src/features/puja/useHasPassed'

afterEach(() => vi.useRealTimers())

describe('useHasPassed', () => {
  it('turns true the moment the time passes while the page is open', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:59:58Z') })
    const { result } = renderHook(() => useHasPassed(new Date('2026-11-29T13:00:00Z')))
    expect(result.current).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(result.current).toBe(true)
  })

  it('is false for no time at all', () => {
    expect(renderHook(() => useHasPassed(null)).result.current).toBe(false)
  })
})
