import { Skeleton, Text, type TextProps } from '@mantine/core'
import { LoadingStatus } from './LoadingStatus'
import { useVisitorLocation } from './visitorLocation'
import { priceTagMessages } from '../content/messages/components'
import { formatPrice, type Priced } from '../domain/money'

/** A price in the visitor's currency (₹ for India, $ otherwise); a small skeleton while the location is detected. */
export function PriceTag({ price, ...textProps }: { price: Priced } & TextProps) {
  const { status, currency } = useVisitorLocation()
  if (status === 'loading') {
    return (
      <Text component="span" inherit {...textProps}>
        <LoadingStatus label={priceTagMessages.loading} inline>
          <Skeleton component="span" display="inline-block" height="1em" width="4em" />
        </LoadingStatus>
      </Text>
    )
  }
  return (
    <Text component="span" inherit {...textProps}>
      {formatPrice(price, currency)}
    </Text>
  )
}
