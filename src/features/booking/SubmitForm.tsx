import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/** A form whose submit (button or Enter) calls `onSubmit`; the booking machine validates, not the browser. */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  )
}
