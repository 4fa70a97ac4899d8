import { Box, Button, Group, Text } from '@mantine/core'
import { commonMessages } from '../content/messages/common'
import { dialogFailureMessages } from '../content/messages/components'
import classes from './DialogLoadFailure.module.css'
import { useDialogLoadFailure } from './lazyUntilOpened'

/**
 * Said where a dialog would have opened when its code did not arrive: the page under it stays as it was (a cart, what
 * was typed), and Try Again asks for the code again. Said with `text` over a page whose own code did not arrive.
 */
export function DialogLoadFailure({
  onRetry,
  text = dialogFailureMessages.text,
}: {
  onRetry: () => void
  text?: string
}) {
  return (
    <Box role="alert" className={classes.notice}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{text}</Text>
        <Button size="xs" onClick={onRetry} className={classes.retry}>
          {commonMessages.tryAgain}
        </Button>
      </Group>
    </Box>
  )
}

/** The shell's notice for a lazy dialog whose code did not arrive (`lazyUntilOpened`); nothing otherwise. */
export function DialogLoadFailureNotice() {
  const retry = useDialogLoadFailure()
  return retry ? <DialogLoadFailure onRetry={retry} /> : null
}
