import './accountStyles'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { profileMachine } from '../../../machines/profile.machine'
import type { AuthUser } from '../../auth/AuthGateway'
import { useAuthGateway } from '../../auth/AuthProvider'
import { useCredentials } from '../../auth/useCredentials'
import { inspectorOptions } from '../../lib/inspector'
import { signInDialogMessages } from '../../content/messages/signIn'
import { RequireSignIn } from './RequireSignIn'
import { createProfileImplementations } from './profileImplementations'
import { memberSinceOf } from './profileDates'
import { ProfileView, type ProfileMode } from './ProfileView'
import { sayIfAny } from '../../content/text'
import { profileMessages, profileSignedOutMessages } from '../../content/messages/profile'
import { usePageHead } from '../../lib/pageHead'

function modeOf(value: unknown): ProfileMode {
  if (value === 'loading' || value === 'viewing' || value === 'saving') return value
  return 'editing'
}

function SignedInProfile({ user }: { user: AuthUser }) {
  const gateway = useAuthGateway()
  const credentials = useCredentials()
  const machine = useMemo(
    () => profileMachine.provide(createProfileImplementations({ gateway, credentials })),
    [gateway, credentials],
  )
  const [snapshot, send] = useMachine(machine, { input: { user }, ...inspectorOptions() })
  const mode = modeOf(snapshot.value)
  const { saved, draft, emailError, error, familyErrors } = snapshot.context
  return (
    <ProfileView
      mode={mode}
      values={mode === 'editing' || mode === 'saving' ? draft : saved}
      phoneNumber={user.phoneNumber ?? ''}
      memberSince={memberSinceOf(user, saved.accountCreated)}
      emailError={sayIfAny(emailError)}
      error={sayIfAny(error)}
      familyErrors={familyErrors}
      family={{
        onAdd: () => send({ type: 'family.add' }),
        onRemove: (index) => send({ type: 'family.remove', index }),
        onChange: (index, field, value) => send({ type: 'family.change', index, field, value }),
      }}
      onEdit={() => send({ type: 'profile.edit' })}
      onChange={(field, value) => send({ type: 'profile.change', field, value })}
      onSave={() => send({ type: 'profile.save' })}
      onCancel={() => send({ type: 'profile.cancel' })}
    />
  )
}

/**
 * /profile: not a protected route (SPEC §2): signed out it shows its own prompt, 'Please Sign In', through
 * RequireSignIn, and the sign-in dialog's usual subtitle.
 */
export function ProfilePage() {
  usePageHead(profileMessages.title)
  return (
    <RequireSignIn prompt={profileSignedOutMessages} subtitle={signInDialogMessages.subtitle}>
      {(user) => <SignedInProfile key={user.uid} user={user} />}
    </RequireSignIn>
  )
}
