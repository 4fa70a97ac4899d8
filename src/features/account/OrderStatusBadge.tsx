import { Badge } from '@mantine/core'
import type { CSSProperties } from 'react'
import { statusColor } from './orderFormat'

/** The order status on its colour's tint (SPEC §4), with dark text so every status stays readable. */
export function OrderStatusBadge({ status }: { status: string }) {
  const color = statusColor(status)
  const style = { flexShrink: 0, '--badge-color': 'var(--mantine-color-dark-8)' } as CSSProperties
  return (
    <Badge color={color} variant="light" style={style} data-status-color={color}>
      {status}
    </Badge>
  )
}
