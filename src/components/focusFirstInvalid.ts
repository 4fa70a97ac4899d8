import type { FormEvent } from 'react'

/**
 * A form's `onSubmitCapture`: once the submit has been rendered (the next frame), the first field it left marked
 * invalid takes the focus, which scrolls it into view and has a screen reader read it with its message. On a phone the
 * first message of a long form is often above the screen, and focus left on the submit button says nothing. A valid
 * submit leaves no field marked, and the focus where it was.
 */
export function focusFirstInvalid(event: FormEvent<HTMLFormElement>): void {
  const form = event.currentTarget
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
