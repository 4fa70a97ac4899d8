import { Stack, Text } from '@mantine/core'
import { useId } from 'react'
import type { SankalpName } from '../../api/contract/devotee'
import { sankalpNamesMessages as messages } from '../../content/messages/family'

interface SankalpNamesProps {
  /** The names read in the sankalp, the devotee first; nothing shows when there are none. */
  names: readonly SankalpName[] | undefined
  /** The list's title; 'Names in the Sankalp' unless given. */
  title?: string
}

/** The names as a list, each with its relation and gotra ('Asha Verma · Self · Kashyap gotra'). */
export function SankalpNameList({
  names,
  labelledBy,
}: {
  names: readonly SankalpName[]
  labelledBy?: string
}) {
  return (
    <Stack component="ul" aria-labelledby={labelledBy} gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {names.map((entry, index) => (
        <Text
          key={`${index}-${entry.name}`}
          component="li"
          size="sm"
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
        >
          {messages.entry(entry.name, messages.relations[entry.relation], entry.gotra)}
        </Text>
      ))}
    </Stack>
  )
}

/** 'Names in the Sankalp' and its list; nothing when there are no names. */
export function SankalpNames({ names, title = messages.title }: SankalpNamesProps) {
  const titleId = useId()
  if (!names?.length) return null
  return (
    <Stack gap={4}>
      <Text id={titleId} size="xs" c="gray.7" tt="uppercase" fw={600}>
        {title}
      </Text>
      <SankalpNameList names={names} labelledBy={titleId} />
    </Stack>
  )
}
