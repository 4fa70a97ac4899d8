import { Badge, Skeleton } from '@mantine/core'
import { IconWorld } from '@tabler/icons-react'
import type { VisitorLocation } from '../../api/contract/location'
import { CountryCode } from '../../components/CountryCode'
import { LoadingStatus } from '../../components/LoadingStatus'
import type { VisitorLocationState } from '../../components/visitorLocation'
import { locationBadgeMessages } from '../../content/messages/app'
import { regionName } from '../../lib/language'
import { isGlobal } from '../../lib/location'

/**
 * The badge most visitors get ('IN India', 'IN भारत'). The placeholder is this badge, unseen under the skeleton, so
 * that it is as wide as the badge in whatever font the phone has, and the header's controls beside it stay put.
 */
const MOST_VISITORS: VisitorLocation = { country: 'India', countryCode: 'IN', flag: '🇮🇳' }

function PlaceBadge({ location }: { location: VisitorLocation }) {
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
      // In the header's bar a long name ends in '…' (Header.module.css), whatever the text size.
      styles={{ label: { whiteSpace: 'nowrap' } }}
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

/** The detected country (named in the language shown) with its code as the flag, or Global with a globe (SPEC §2). */
export function LocationBadge({ status, location }: Pick<VisitorLocationState, 'status' | 'location'>) {
  if (status === 'loading' || !location)
    return (
      <LoadingStatus label={locationBadgeMessages.detecting}>
        <Skeleton radius="xl">
          <PlaceBadge location={MOST_VISITORS} />
        </Skeleton>
      </LoadingStatus>
    )
  return <PlaceBadge location={location} />
}
