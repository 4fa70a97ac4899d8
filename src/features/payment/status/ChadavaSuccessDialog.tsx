import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { SiteDialog } from '../../../components/SiteDialog'
import { Link } from '../../../components/LocalLink'
import { commonMessages } from '../../../content/messages/common'
import { chadavaSuccessMessages as messages } from '../../../content/messages/payment'

interface ChadavaSuccessDialogProps {
  opened: boolean
  chadavaName?: string
  onClose: () => void
}

/**
 * SPEC §2: 'Chadava Booked Successfully!' with Close and 'Book Another Chadava' (to /chadava). Close is the footer
 * button (and Escape), which has the focus as the dialog opens; the header's unnamed × would be a second, nameless way
 * to the same.
 */
export function ChadavaSuccessDialog({ opened, chadavaName, onClose }: ChadavaSuccessDialogProps) {
  return (
    <SiteDialog
      opened={opened}
      onClose={onClose}
      title={messages.title}
      withCloseButton={false}
      centered
      transitionProps={{ duration: 200 }}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" aria-hidden="true">
          ✓
        </ThemeIcon>
        <Text>
          {messages.offerings(chadavaName)} {messages.video}
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={onClose} data-autofocus>
            {commonMessages.close}
          </Button>
          <Button component={Link} to="/chadava" onClick={onClose}>
            {messages.bookAnother}
          </Button>
        </Group>
      </Stack>
    </SiteDialog>
  )
}
