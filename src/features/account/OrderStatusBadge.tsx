import { Badge } from '@mantine/core'
import { statusColor } from './orderFormat'

/** The order status in its colour (SPEC §4), with dark text on the light tint so it stays readable. */
export function OrderStatusBadge({ status }: { status: string }) {
  const color = statusColor(status)
  return (
    <Badge color={color} c={`${color}.9`} variant="light" style={{ flexShrink: 0 }} data-status-color={color}>
      {status}
    </Badge>
  )
}
