import { fromPromise, type MachineImplementationsFrom } from 'xstate'
import type { profileMachine } from '../../../machines/profile.machine'
import { failureMessage } from '../../api/failureMessage'
import type { Credentials } from '../../api/client'
import { fetchUserProfile, upsertUserProfile } from '../../api/profile'
import type { AuthGateway, AuthUser } from '../../auth/AuthGateway'
import { profileSaveFailures } from '../../content/messages/profile'
import { trimMembers } from '../../domain/family/familyMembers'
import type { ProfileValues } from '../../domain/profile/profileValues'
import { fromAbortable } from '../../lib/actors'
import { TextError } from '../../content/text'

interface ProfileDeps {
  /** The sign-in provider, which keeps the user's display name. */
  gateway: () => Promise<AuthGateway>
  /** The signed-in user's credentials, for both calls. */
  credentials: Credentials
  /** Today, for the creation date of a profile saved for the first time. */
  now?: () => Date
}

/**
 * SPEC §7: the profile is read with GET /api/user-profile/{uid} and saved with POST /api/user-profile/upsert; saving
 * also renames the signed-in user at the sign-in provider (its profile displayName), so the site shows the new name.
 */
export function createProfileImplementations({
  gateway,
  credentials,
  now = () => new Date(),
}: ProfileDeps): MachineImplementationsFrom<typeof profileMachine> {
  return {
    actors: {
      loadProfile: fromAbortable<Partial<ProfileValues>, { uid: string }>(({ uid }, signal) =>
        fetchUserProfile(uid, credentials, signal),
      ),
      saveProfile: fromPromise<ProfileValues, { user: AuthUser; values: ProfileValues }>(
        async ({ input }) => {
          const values = {
            displayName: input.values.displayName.trim(),
            emailAddress: input.values.emailAddress.trim(),
            accountCreated: input.values.accountCreated || now().toISOString().slice(0, 10),
            familyMembers: trimMembers(input.values.familyMembers),
          } satisfies ProfileValues
          try {
            await upsertUserProfile(
              {
                uid: input.user.uid,
                phoneNumber: input.user.phoneNumber ?? '',
                ...values,
              },
              credentials,
            )
            await (await gateway()).updateDisplayName(values.displayName)
          } catch (error) {
            console.error('The profile could not be saved', error)
            throw new TextError(failureMessage(error, profileSaveFailures), { cause: error })
          }
          return values
        },
      ),
    },
  }
}
