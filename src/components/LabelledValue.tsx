import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** One pair of a `<dl>`: a small capitalised label over its value, which breaks anywhere rather than overflow. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}
