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
import classes from './ChadavaDetail.module.css'
import { offeringKey, totalOf } from './offeringSelection'

/** SPEC §9: the cart summary lists up to 3 items. */
export const CART_PREVIEW_LIMIT = 3
export const NO_OFFERING_MESSAGE = 'Please select at least one offering before proceeding.'

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
      aria-label="Selected offerings"
      className={classes.cart}
      shadow="xl"
      radius="lg"
      p="md"
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <Text fw={700} c="maroon.8">
              Your Offerings
            </Text>
            <Badge color="maroon.8" circle={selected.length < 10}>
              {selected.length}
              <VisuallyHidden> selected</VisuallyHidden>
            </Badge>
          </Group>
          {selected.length > 0 && (
            <UnstyledButton className={classes.clear} onClick={onClear}>
              Clear All
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
            +{hidden} more items
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" className={classes.cartTotal}>
          <Text fw={600}>Total</Text>
          <PriceTag price={totalOf(selected)} fw={700} fz="lg" c="maroon.8" />
        </Group>
        {showEmptyAlert && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {NO_OFFERING_MESSAGE}
          </Alert>
        )}
        <Button fullWidth onClick={onProceed}>
          Proceed to Booking
        </Button>
      </Stack>
    </Paper>
  )
}
