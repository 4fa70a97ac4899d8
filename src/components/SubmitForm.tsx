import { Stack, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'
import { focusFirstInvalid } from './focusFirstInvalid'

/** A form whose submit (button or Enter) calls `onSubmit`; the machine validates, not the browser. */
export function SubmitForm({
  onSubmit,
  gap = 'sm',
  children,
}: {
  onSubmit: () => void
  gap?: MantineSpacing
  children: ReactNode
}) {
  return (
    <form
      noValidate
      onSubmitCapture={focusFirstInvalid}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap={gap}>{children}</Stack>
    </form>
  )
}
