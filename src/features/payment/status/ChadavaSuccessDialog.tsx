import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { Link } from 'react-router'

export interface ChadavaSuccessDialogProps {
  opened: boolean
  chadavaName?: string
  onClose: () => void
}

/** SPEC §2: 'Chadava Booked Successfully!' with Close and 'Book Another Chadava' (to /chadava). */
export function ChadavaSuccessDialog({ opened, chadavaName, onClose }: ChadavaSuccessDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Chadava Booked Successfully!"
      centered
      transitionProps={{ duration: 200 }}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" aria-hidden="true">
          ✓
        </ThemeIcon>
        <Text>
          {chadavaName
            ? `Your offerings for ${chadavaName} will be made at the temple on your behalf.`
            : 'Your offerings will be made at the temple on your behalf.'}{' '}
          You will receive the video on WhatsApp within 3-4 days, with prasad and a certificate.
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to="/chadava" onClick={onClose}>
            Book Another Chadava
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
