import { Badge, Skeleton } from '@mantine/core'
import type { VisitorLocationState } from '../../components/visitorLocation'

/** The detected country with its flag, or Global (SPEC §2). */
export function LocationBadge({ status, location }: Pick<VisitorLocationState, 'status' | 'location'>) {
  if (status === 'loading' || !location)
    return <Skeleton height={26} width={110} radius="xl" aria-label="Detecting your location" />
  return (
    <Badge
      size="lg"
      variant="light"
      color="maroon"
      radius="xl"
      tt="none"
      leftSection={<span aria-hidden="true">{location.flag}</span>}
      aria-label={`Your location: ${location.country}`}
    >
      {location.country}
    </Badge>
  )
}
