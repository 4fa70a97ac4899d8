import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { IconChevronUp } from '@tabler/icons-react'
import { useId, useState } from 'react'
import type { Offering } from '../../api/contract/catalogue'
import { FocusSlot } from '../../components/FocusSlot'
import { PriceTag } from '../../components/PriceTag'
import { useBrowserValue } from '../../lib/browserValue'
import { mediaQuery } from '../../lib/mediaQuery'
import { floatingCartMessages as messages } from '../../content/messages/catalogueDetail'
import { commonMessages } from '../../content/messages/common'
import classes from './ChadavaDetail.module.css'
import { offeringKey, totalOf } from '../../domain/booking/offeringSelection'

/** SPEC §9: the cart summary lists up to 3 items. */
const CART_PREVIEW_LIMIT = 3

/** Phone widths, where the cart folds into one bar (Mantine's `sm` breakpoint, as in ChadavaDetail.module.css). */
const phoneWidth = mediaQuery('(max-width: 48em)')

interface FloatingCartProps {
  selected: readonly Offering[]
  showEmptyAlert: boolean
  onClear: () => void
  onProceed: () => void
}

function CountBadge({ count }: { count: number }) {
  return (
    <Badge color="maroon.8" circle={count < 10}>
      {count} <VisuallyHidden>{messages.selected}</VisuallyHidden>
    </Badge>
  )
}

/**
 * The cart that floats over the chadava detail: count, total, clear-all, the first 3 items and Proceed to Booking.
 * On a phone it is one bar (count and total, which open the rest, and Proceed), so it never covers the offerings; the
 * bar's 'Total' is for screen readers only, and where the count and total do not fit beside Proceed (a narrow screen,
 * a long total or button text), Proceed goes below them, the width of the bar.
 * Which of the two it is, only the browser knows: a prerendered page is painted without the cart, which comes in at
 * the foot of the page, floating over it, as the page comes alive (of the page, only the footer below it moves).
 * Clear All goes with what it cleared, and its focus to the cart's first control left (Proceed, or the bar's toggle).
 * What changes in it as an offering is added or removed (the item, the count, the total) is said to a screen reader.
 */
export function FloatingCart({ selected, showEmptyAlert, onClear, onProceed }: FloatingCartProps) {
  const phone = useBrowserValue<boolean | null>(phoneWidth.matches, null, phoneWidth.subscribe)
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  if (phone === null) return null
  const hidden = selected.length - CART_PREVIEW_LIMIT
  const total = <PriceTag price={totalOf(selected)} fw={700} fz="lg" c="maroon.8" />
  return (
    <Paper
      component="aside"
      aria-label={messages.label}
      className={classes.cart}
      shadow="xl"
      radius="lg"
      p={phone ? 'sm' : 'md'}
    >
      <FocusSlot holds={selected.length > 0}>
        <Stack gap={8} aria-live="polite">
          <div id={detailsId} hidden={phone && !expanded} className={classes.cartDetails}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap={8} wrap="nowrap">
                <Text fw={700} c="maroon.8">
                  {messages.title}
                </Text>
                {!phone && <CountBadge count={selected.length} />}
              </Group>
              {selected.length > 0 && (
                <UnstyledButton className={classes.clear} onClick={onClear}>
                  {messages.clearAll}
                </UnstyledButton>
              )}
            </Group>
            {selected.length > 0 && (
              <ul className={classes.cartItems}>
                {selected.slice(0, CART_PREVIEW_LIMIT).map((item) => (
                  <li key={offeringKey(item)}>
                    <span>{item.name}</span>
                    <PriceTag price={item} />
                  </li>
                ))}
              </ul>
            )}
            {hidden > 0 && (
              <Text fz="sm" c="dark.6">
                {messages.moreItems(hidden)}
              </Text>
            )}
          </div>
          {!phone && (
            <Group justify="space-between" wrap="nowrap" className={classes.cartTotal}>
              <Text fw={600}>{commonMessages.total}</Text>
              {total}
            </Group>
          )}
          {showEmptyAlert && (
            <Alert color="red" variant="light" p="xs" role="alert">
              {messages.noOffering}
            </Alert>
          )}
          {phone ? (
            <Group gap="xs">
              <UnstyledButton
                className={classes.cartToggle}
                aria-expanded={expanded}
                aria-controls={detailsId}
                onClick={() => setExpanded((open) => !open)}
              >
                <VisuallyHidden>{messages.title}</VisuallyHidden> <CountBadge count={selected.length} />{' '}
                <VisuallyHidden>{commonMessages.total}</VisuallyHidden> {total}
                <IconChevronUp size="1.125rem" aria-hidden="true" className={classes.cartChevron} />
              </UnstyledButton>
              <Button onClick={onProceed} className={classes.cartProceed} px="sm">
                {messages.proceed}
              </Button>
            </Group>
          ) : (
            <Button fullWidth onClick={onProceed}>
              {messages.proceed}
            </Button>
          )}
        </Stack>
      </FocusSlot>
    </Paper>
  )
}
