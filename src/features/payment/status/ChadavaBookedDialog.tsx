import { useState } from 'react'
import { ChadavaSuccessDialog } from './ChadavaSuccessDialog'

/** Once a chadava order exists, SPEC's 'Chadava Booked Successfully!' dialog opens over the status page, once. */
export function ChadavaBookedDialog({ chadavaName }: { chadavaName?: string }) {
  const [opened, setOpened] = useState(true)
  return <ChadavaSuccessDialog opened={opened} chadavaName={chadavaName} onClose={() => setOpened(false)} />
}
