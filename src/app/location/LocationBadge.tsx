import { Badge, Skeleton } from '@mantine/core'
import { IconWorld } from '@tabler/icons-react'
import { CountryCode } from '../../components/CountryCode'
import { LoadingStatus } from '../../components/LoadingStatus'
import type { VisitorLocationState } from '../../components/visitorLocation'
import { locationBadgeMessages } from '../../content/messages/app'
import { regionName } from '../../lib/language'
import { isGlobal } from '../../lib/location'
import classes from './LocationBadge.module.css'

/** The detected country (named in the language shown) with its code as the flag, or Global with a globe (SPEC §2). */
export function LocationBadge({ status, location }: Pick<VisitorLocationState, 'status' | 'location'>) {
  if (status === 'loading' || !location)
    return (
      <LoadingStatus label={locationBadgeMessages.detecting}>
        <Skeleton height={26} radius="xl" className={classes.placeholder} />
      </LoadingStatus>
    )
  const country = isGlobal(location)
    ? locationBadgeMessages.global
    : regionName(location.countryCode) || location.country
  return (
    <Badge
      size="lg"
      variant="light"
      color="maroon"
      radius="xl"
      tt="none"
      leftSection={
        isGlobal(location) ? (
          <IconWorld size={16} stroke={1.8} aria-hidden="true" />
        ) : (
          <CountryCode code={location.countryCode} />
        )
      }
      aria-label={locationBadgeMessages.yourLocation(country)}
    >
      {country}
    </Badge>
  )
}
