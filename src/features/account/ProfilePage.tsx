import './accountStyles'
import { useMachine } from '@xstate/react'
import { useMemo, useState, type ReactNode } from 'react'
import { profileMachine } from '../../../machines/profile.machine'
import { PageLoader } from '../../components/PageLoader'
import { commonMessages } from '../../content/messages/common'
import type { AuthUser } from '../../auth/AuthGateway'
import { useAuth, useAuthGateway } from '../../auth/AuthProvider'
import { useCredentials } from '../../auth/useCredentials'
import { inspectorOptions } from '../../lib/inspector'
import { LazySignInDialog } from '../signIn'
import { createProfileImplementations } from './profileImplementations'
import { ProfileSignedOutView } from './ProfileSignedOutView'
import { memberSinceOf } from './profileDates'
import { ProfileView, type ProfileMode } from './ProfileView'
import { sayIfAny } from '../../content/text'
import { profileMessages } from '../../content/messages/profile'
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
  const { saved, draft, error, familyErrors } = snapshot.context
  return (
    <ProfileView
      mode={mode}
      values={mode === 'editing' || mode === 'saving' ? draft : saved}
      phoneNumber={user.phoneNumber ?? ''}
      memberSince={memberSinceOf(user, saved.accountCreated)}
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

/** /profile: not behind the guard (SPEC §2); signed out it asks to sign in. */
export function ProfilePage() {
  usePageHead(profileMessages.title)
  const auth = useAuth()
  const [signInOpen, setSignInOpen] = useState(false)
  let content: ReactNode
  if (auth.status === 'loading') content = <PageLoader label={commonMessages.checkingSignIn} />
  else if (auth.user) content = <SignedInProfile key={auth.user.uid} user={auth.user} />
  else content = <ProfileSignedOutView onSignIn={() => setSignInOpen(true)} />
  return (
    <>
      {content}
      <LazySignInDialog opened={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  )
}
