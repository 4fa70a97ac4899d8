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
import type { Offering } from '../../api/schemas'
import { PriceTag } from '../../components/PriceTag'
import { floatingCartMessages as messages } from '../../content/messages/catalogue'
import { commonMessages } from '../../content/messages/common'
import classes from './ChadavaDetail.module.css'
import { offeringKey, totalOf } from './offeringSelection'

/** SPEC §9: the cart summary lists up to 3 items. */
export const CART_PREVIEW_LIMIT = 3

export interface FloatingCartProps {
  selected: readonly Offering[]
  showEmptyAlert: boolean
  onClear: () => void
  onProceed: () => void
}

/** The cart that floats over the chadava detail: count, total, clear-all, the first 3 items and Proceed to Booking. */
export function FloatingCart({ selected, showEmptyAlert, onClear, onProceed }: FloatingCartProps) {
  const hidden = selected.length - CART_PREVIEW_LIMIT
  return (
    <Paper
      component="aside"
      aria-label={messages.label}
      className={classes.cart}
      shadow="xl"
      radius="lg"
      p="md"
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <Text fw={700} c="maroon.8">
              {messages.title}
            </Text>
            <Badge color="maroon.8" circle={selected.length < 10}>
              {selected.length}
              <VisuallyHidden>{messages.selected}</VisuallyHidden>
            </Badge>
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
        <Group justify="space-between" wrap="nowrap" className={classes.cartTotal}>
          <Text fw={600}>{commonMessages.total}</Text>
          <PriceTag price={totalOf(selected)} fw={700} fz="lg" c="maroon.8" />
        </Group>
        {showEmptyAlert && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {messages.noOffering}
          </Alert>
        )}
        <Button fullWidth onClick={onProceed}>
          {messages.proceed}
        </Button>
      </Stack>
    </Paper>
  )
}
