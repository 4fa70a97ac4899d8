import {
  Alert,
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { LabelledValue } from '../../components/LabelledValue'
import { LoadingStatus } from '../../components/LoadingStatus'
import besideOrBelow from '../../components/besideOrBelow.module.css'
import { FocusSlot } from '../../components/FocusSlot'
import { useFocusBackAfterBusy } from '../../components/useFocusBackAfterBusy'
import { FamilyMembersEditor } from '../../components/family/FamilyMembersEditor'
import { SankalpNames } from '../../components/family/SankalpNames'
import { commonMessages } from '../../content/messages/common'
import { profileMessages as messages } from '../../content/messages/profile'
import { formatAccountDate } from './profileDates'
import type { ProfileValues } from '../../domain/profile/profileValues'
import {
  SAVED_FAMILY_MAX,
  trimMembers,
  type MemberErrors,
  type MemberField,
} from '../../domain/family/familyMembers'
import { focusFirstInvalid } from '../../components/focusFirstInvalid'

/** What the saved family's rows do while editing: add, remove, change a field. */
interface ProfileFamilyActions {
  onAdd: () => void
  onRemove: (index: number) => void
  onChange: (index: number, field: MemberField, value: string) => void
}

export type ProfileMode = 'loading' | 'viewing' | 'editing' | 'saving'

interface ProfileViewProps {
  mode: ProfileMode
  values: ProfileValues
  phoneNumber: string
  memberSince: string
  /** The e-mail field's message, under the field, which a Save that found it invalid gives the focus. */
  emailError?: string | null
  /** What went wrong with the profile as a whole (a failed save), above the fields. */
  error: string | null
  /** Each saved family row's messages, after a Save that found a row breaking a rule. */
  familyErrors: MemberErrors
  family: ProfileFamilyActions
  onEdit: () => void
  onChange: (field: 'displayName' | 'emailAddress', value: string) => void
  onSave: () => void
  onCancel: () => void
}

/** One value of the profile, as a pair of a `<dl>`; an empty one reads 'Not set', in grey. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <LabelledValue label={label}>
      {value || (
        <Text span inherit c="gray.7">
          {messages.notSet}
        </Text>
      )}
    </LabelledValue>
  )
}

/** The signed-in user's profile (SPEC §2): view mode with Edit, edit mode with Save Changes and Cancel. */
export function ProfileView(props: ProfileViewProps) {
  const { mode, values, phoneNumber, memberSince, emailError, error, familyErrors, family } = props
  const { onEdit, onChange, onSave, onCancel } = props
  const editing = mode === 'editing' || mode === 'saving'
  const saveButton = useFocusBackAfterBusy(mode === 'saving')
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Group gap="md">
            <Avatar size={64} radius="xl" color="saffron" aria-hidden="true">
              {(values.displayName || messages.initialFallback).slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={0} className={besideOrBelow.text}>
              <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.7">
                {messages.title}
              </Title>
              <Text c="gray.7" size="sm">
                {messages.memberSinceLine(memberSince || messages.notSet)}
              </Text>
            </Stack>
          </Group>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <FocusSlot holds={editing}>
            {mode === 'loading' ? (
              <LoadingStatus label={messages.loading}>
                <Stack gap="md">
                  <Skeleton height={40} />
                  <Skeleton height={40} />
                  <Skeleton height={40} />
                </Stack>
              </LoadingStatus>
            ) : editing ? (
              <form
                noValidate
                onSubmitCapture={focusFirstInvalid}
                onSubmit={(event) => {
                  event.preventDefault()
                  onSave()
                }}
              >
                <Stack gap="md">
                  <TextInput
                    label={messages.displayName}
                    value={values.displayName}
                    placeholder={messages.displayNamePlaceholder}
                    readOnly={mode === 'saving'}
                    onChange={(event) => onChange('displayName', event.currentTarget.value)}
                  />
                  <TextInput
                    label={commonMessages.phoneNumber}
                    value={phoneNumber || messages.notSet}
                    readOnly
                    disabled
                    description={messages.phoneNumberHelp}
                  />
                  <TextInput
                    label={messages.emailAddress}
                    type="email"
                    value={values.emailAddress}
                    error={emailError}
                    placeholder={commonMessages.emailPlaceholder}
                    readOnly={mode === 'saving'}
                    onChange={(event) => onChange('emailAddress', event.currentTarget.value)}
                  />
                  <Box component="dl" m={0}>
                    <Field
                      label={messages.accountCreated}
                      value={values.accountCreated ? formatAccountDate(values.accountCreated) : ''}
                    />
                  </Box>
                  <Stack gap="xs" component="section" aria-label={messages.savedFamily}>
                    <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
                      {messages.savedFamily}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {messages.savedFamilyHelp}
                    </Text>
                    <FamilyMembersEditor
                      members={values.familyMembers}
                      errors={familyErrors}
                      firstPosition={1}
                      canAdd={values.familyMembers.length < SAVED_FAMILY_MAX}
                      readOnly={mode === 'saving'}
                      onAdd={family.onAdd}
                      onRemove={family.onRemove}
                      onChange={family.onChange}
                    />
                  </Stack>
                  <Group justify="flex-end" gap="sm">
                    <Button variant="default" onClick={onCancel} disabled={mode === 'saving'}>
                      {commonMessages.cancel}
                    </Button>
                    <Button type="submit" loading={mode === 'saving'} ref={saveButton}>
                      {messages.save}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Stack gap="md">
                <Stack component="dl" gap="md" m={0}>
                  <Field label={messages.displayName} value={values.displayName} />
                  <Field label={commonMessages.phoneNumber} value={phoneNumber} />
                  <Field label={messages.emailAddress} value={values.emailAddress} />
                  <Field
                    label={messages.accountCreated}
                    value={values.accountCreated ? formatAccountDate(values.accountCreated) : ''}
                  />
                  <Field label={messages.memberSince} value={memberSince} />
                  {values.familyMembers.length === 0 && (
                    <Field label={messages.savedFamily} value={messages.noFamily} />
                  )}
                </Stack>
                {values.familyMembers.length > 0 && (
                  <SankalpNames names={trimMembers(values.familyMembers)} title={messages.savedFamily} />
                )}
                <Group justify="flex-end">
                  <Button onClick={onEdit}>{messages.edit}</Button>
                </Group>
              </Stack>
            )}
          </FocusSlot>
        </Stack>
      </Paper>
    </Container>
  )
}
