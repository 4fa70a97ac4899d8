import { fromPromise } from 'xstate'
import { profileMachine } from '../../../machines/profile.machine'
import { fetchUserProfile, upsertUserProfile } from '../../api/profile'
import type { AuthUser } from '../../auth/AuthGateway'
import type { ProfileValues } from './profileValues'

const neverSettles = <T>() => new Promise<T>(() => {})

/** SPEC §7: the profile is read with GET /api/user-profile/{uid} and saved with POST /api/user-profile/upsert. */
export function createProfileImplementations(now: () => Date = () => new Date()) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise<Partial<ProfileValues>, { uid: string }>(async ({ input, signal }) => {
        try {
          return await fetchUserProfile(input.uid, signal)
        } catch (error) {
          if (signal.aborted) return neverSettles<Partial<ProfileValues>>()
          throw error
        }
      }),
      saveProfile: fromPromise<ProfileValues, { user: AuthUser; values: ProfileValues }>(
        async ({ input }) => {
          const values: ProfileValues = {
            displayName: input.values.displayName.trim(),
            emailAddress: input.values.emailAddress.trim(),
            accountCreated: input.values.accountCreated || now().toISOString().slice(0, 10),
          }
          try {
            await upsertUserProfile({
              uid: input.user.uid,
              phoneNumber: input.user.phoneNumber ?? '',
              ...values,
            })
          } catch (error) {
            console.error('The profile could not be saved', error)
            throw error
          }
          return values
        },
      ),
    },
  })
}
