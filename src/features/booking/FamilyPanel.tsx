import { Stack, Text } from '@mantine/core'
import { SelectField } from '../../components/SelectField'
import { useId } from 'react'
import type { FamilyMember } from '../../api/contract/devotee'
import { FamilyMembersEditor } from '../../components/family/FamilyMembersEditor'
import { familyPanelMessages as messages } from '../../content/messages/booking'
import { canPick, hasMember, type MemberField } from '../../domain/family/familyMembers'
import type { FamilyScreen } from './bookingScreen'

/** What the family rows do: add, remove, change a field, fill a row from the saved family. */
export interface FamilyActions {
  onAdd: () => void
  onRemove: (index: number) => void
  onChange: (index: number, field: MemberField, value: string) => void
  onPick: (member: FamilyMember) => void
}

/**
 * The names in the sankalp beside the devotee's: up to the package's persons less one family rows ('Add a family
 * member'), and 'Choose from saved family', which fills a row with a member saved on the profile.
 */
export function FamilyPanel({ family, actions }: { family: FamilyScreen; actions: FamilyActions }) {
  const { members, errors, capacity, saved } = family
  const titleId = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Stack gap={2}>
        <Text id={titleId} fw={700}>
          {messages.title}
        </Text>
        <Text size="sm" c="gray.7">
          {messages.capacity(capacity + 1)}
        </Text>
      </Stack>
      {saved.length > 0 && (
        <SelectField
          label={messages.chooseSaved}
          value=""
          disabled={!canPick(members, capacity)}
          data={[
            { value: '', label: messages.chooseSavedPlaceholder, disabled: true },
            ...saved.map((member, index) => ({
              value: String(index),
              label: messages.savedMember(member.name, messages.relations[member.relation]),
              disabled: hasMember(members, member),
            })),
          ]}
          onChange={(event) => {
            const member = saved[Number(event.currentTarget.value)]
            if (member) actions.onPick(member)
          }}
        />
      )}
      <FamilyMembersEditor
        members={members}
        errors={errors}
        firstPosition={2}
        canAdd={members.length < capacity}
        onAdd={actions.onAdd}
        onRemove={actions.onRemove}
        onChange={actions.onChange}
      />
    </Stack>
  )
}
