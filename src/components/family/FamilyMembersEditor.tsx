import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { firstControlIn } from '../focusableControls'
import { SelectField } from '../SelectField'
import { familyMemberFieldsMessages as messages } from '../../content/messages/family'
import type { FieldErrors } from '../../domain/booking/bookingForm'
import {
  FAMILY_RELATIONS,
  type MemberDraft,
  type MemberErrors,
  type MemberField,
} from '../../domain/family/familyMembers'
import { sayIfAny } from '../../content/text'

interface FamilyMembersEditorProps {
  members: readonly MemberDraft[]
  errors: MemberErrors
  /** The number the first row is given ('Family member 2' when the devotee is the first name). */
  firstPosition: number
  /** 'Add a family member' shows while more rows fit. */
  canAdd: boolean
  /** While saving, the rows cannot be changed. */
  readOnly?: boolean
  onAdd: () => void
  onRemove: (index: number) => void
  onChange: (index: number, field: MemberField, value: string) => void
}

/**
 * Family members' rows (name, relation, gotra, Remove) and 'Add a family member': the booking's and the profile's.
 * Add puts the focus in the new row, and Remove on Add, rather than leaving it to fall to the top of the form.
 */
export function FamilyMembersEditor({
  members,
  errors,
  firstPosition,
  canAdd,
  readOnly = false,
  onAdd,
  onRemove,
  onChange,
}: FamilyMembersEditorProps) {
  const rows = useRef<HTMLDivElement>(null)
  const add = useRef<HTMLButtonElement>(null)
  const focusOnceChanged = useRef<'added' | 'removed' | null>(null)
  const count = members.length
  const countBefore = useRef(count)
  useEffect(() => {
    const grew = count > countBefore.current
    countBefore.current = count
    const change = focusOnceChanged.current
    focusOnceChanged.current = null
    const added = [...(rows.current?.querySelectorAll<HTMLElement>('[data-member-row]') ?? [])].at(-1)
    if (change === 'added' && grew && added) firstControlIn(added)?.focus()
    if (change === 'removed' && !grew) add.current?.focus()
  }, [count])
  const relationOptions = [
    { value: '', label: messages.relationPlaceholder, disabled: true },
    ...FAMILY_RELATIONS.map((relation) => ({ value: relation, label: messages.relations[relation] })),
  ]
  return (
    <Stack gap="sm" ref={rows}>
      {members.map((member, index) => {
        const position = firstPosition + index
        const rowErrors: FieldErrors<MemberField> = errors[index] ?? {}
        const textField = (field: 'name' | 'gotra') => (
          <TextInput
            label={messages[field]}
            autoComplete="off"
            value={member[field]}
            error={sayIfAny(rowErrors[field])}
            readOnly={readOnly}
            onChange={(event) => onChange(index, field, event.currentTarget.value)}
          />
        )
        return (
          <Fieldset
            key={index}
            legend={messages.group(position)}
            p="sm"
            radius="md"
            style={{ minWidth: 0 }}
            data-member-row
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
              {textField('name')}
              <SelectField
                label={messages.relation}
                data={relationOptions}
                value={member.relation}
                error={sayIfAny(rowErrors.relation)}
                disabled={readOnly}
                onChange={(event) => onChange(index, 'relation', event.currentTarget.value)}
              />
              {textField('gotra')}
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={messages.removeLabel(position)}
                disabled={readOnly}
                onClick={() => {
                  focusOnceChanged.current = 'removed'
                  onRemove(index)
                }}
              >
                {messages.remove}
              </Button>
            </Group>
          </Fieldset>
        )
      })}
      {canAdd && !readOnly && (
        <Group>
          <Button
            ref={add}
            variant="light"
            onClick={() => {
              focusOnceChanged.current = 'added'
              onAdd()
            }}
          >
            {messages.add}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
