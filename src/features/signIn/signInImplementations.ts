import { fromPromise, type MachineImplementationsFrom } from 'xstate'
import { phoneOtpMachine } from '../../../machines/phoneOtp.machine'
import type { signInMachine } from '../../../machines/signIn.machine'
import type { Credentials } from '../../api/client'
import { fetchUserProfile, upsertUserProfile } from '../../api/profile'
import { NOT_SET } from '../../api/contract/profile'
import type { AuthUser } from '../../auth/AuthGateway'
import { gatewayCredentials } from '../../auth/useCredentials'
import { createPhoneOtpImplementations, type PhoneOtpDeps } from './phoneOtpImplementations'

function today(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/**
 * SPEC §7: after sign-in the profile is upserted. A saved name, e-mail, creation date and family are kept (read first;
 * a failed read counts as no profile); a new profile starts today with 'Not set' for what is unknown.
 */
export async function recordSignIn(
  user: AuthUser,
  credentials: Credentials,
  now = new Date(),
): Promise<void> {
  const saved = await fetchUserProfile(user.uid, credentials).catch(
    () => ({}) as Awaited<ReturnType<typeof fetchUserProfile>>,
  )
  try {
    await upsertUserProfile(
      {
        uid: user.uid,
        displayName: saved.displayName || user.displayName || NOT_SET,
        phoneNumber: user.phoneNumber ?? '',
        emailAddress: saved.emailAddress || NOT_SET,
        accountCreated:
          saved.accountCreated && /^\d{4}-\d{2}-\d{2}$/.test(saved.accountCreated)
            ? saved.accountCreated
            : today(now),
        ...(saved.familyMembers ? { familyMembers: saved.familyMembers } : {}),
      },
      credentials,
    )
  } catch (error) {
    console.warn('The profile could not be saved after sign-in', error)
    throw error
  }
}

/** The sign-in machine wired to the provider: its phone OTP session and the profile saved after sign-in. */
export function createSignInImplementations(
  deps: PhoneOtpDeps,
): MachineImplementationsFrom<typeof signInMachine> {
  return {
    actors: {
      phoneOtp: phoneOtpMachine.provide(createPhoneOtpImplementations(deps)),
      saveProfile: fromPromise<void, AuthUser>(({ input }) =>
        recordSignIn(input, gatewayCredentials(deps.gateway)),
      ),
    },
  }
}
