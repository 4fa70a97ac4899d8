import { useCallback } from 'react'
import { useAuth } from '../../auth/AuthProvider'

/** Signs out through the provider; SPEC §8: a sign-out error is logged (by the provider) and rethrown. */
export function useSignOut(): () => Promise<void> {
  const { gateway } = useAuth()
  return useCallback(async () => {
    await gateway?.signOut()
  }, [gateway])
}
