import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { StaticAuth } from '../../../src/auth/AuthProvider'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import { keepBooking, keptBooking } from '../../../src/domain/payment/keptBookings'
import { useSignOut } from '../../../src/features/signIn/useSignOut'
import { pujaPaymentData } from '../../../src/testing/fixtures/paymentStatusData'
import { DEMO_USER } from './authTestKit'

describe('signing out', () => {
  it('forgets the bookings this browser kept, so a shared phone keeps no family names', async () => {
    keepBooking(pujaPaymentData)
    const gateway = createMockAuthGateway({ delayMs: 0 })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StaticAuth gateway={gateway} user={DEMO_USER}>
        {children}
      </StaticAuth>
    )
    const { result } = renderHook(() => useSignOut(), { wrapper })
    expect(keptBooking(pujaPaymentData.merchantOrderId)).toEqual(pujaPaymentData)
    await act(() => result.current())
    expect(keptBooking(pujaPaymentData.merchantOrderId)).toBeNull()
  })
})
