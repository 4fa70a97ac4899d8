import { useCallback } from 'react'
import { useAuth } from '../../auth/AuthProvider'

/**
 * Signs out through the provider, then forgets the bookings this browser kept; SPEC §8: a sign-out error is logged (by
 * the provider) and rethrown.
 */
export function useSignOut(): () => Promise<void> {
  const { gateway } = useAuth()
  return useCallback(async () => {
    await gateway?.signOut()
    // Loaded only now: the header that offers Sign Out is on every page, and the kept bookings are read on one.
    const { forgetAllBookings } = await import('../../domain/payment/keptBookings')
    forgetAllBookings()
  }, [gateway])
}
