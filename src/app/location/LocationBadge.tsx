import { Badge, Skeleton } from '@mantine/core'
import { LoadingStatus } from '../../components/LoadingStatus'
import type { VisitorLocationState } from '../../components/visitorLocation'
import { locationBadgeMessages } from '../../content/messages/app'

/** The detected country with its flag, or Global (SPEC §2). */
export function LocationBadge({ status, location }: Pick<VisitorLocationState, 'status' | 'location'>) {
  if (status === 'loading' || !location)
    return (
      <LoadingStatus label={locationBadgeMessages.detecting}>
        <Skeleton height={26} width={110} radius="xl" />
      </LoadingStatus>
    )
  return (
    <Badge
      size="lg"
      variant="light"
      color="maroon"
      radius="xl"
      tt="none"
      leftSection={<span aria-hidden="true">{location.flag}</span>}
      aria-label={locationBadgeMessages.yourLocation(location.country)}
    >
      {location.country}
    </Badge>
  )
}
