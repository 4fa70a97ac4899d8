import { Badge } from '@mantine/core'
import type { CSSProperties } from 'react'
import { orderStatusMessages } from '../../content/messages/orders'
import { statusColor } from './orderFormat'

/** A status SPEC §4 names, in the language shown; any other as the backend wrote it. */
function statusLabel(status: string): string {
  const key = status.toLowerCase()
  return Object.hasOwn(orderStatusMessages, key)
    ? orderStatusMessages[key as keyof typeof orderStatusMessages]
    : status
}

/** The order status on its colour's tint (SPEC §4), with dark text so every status stays readable. */
export function OrderStatusBadge({ status }: { status: string }) {
  const color = statusColor(status)
  const style = { flexShrink: 0, '--badge-color': 'var(--mantine-color-dark-8)' } as CSSProperties
  return (
    <Badge color={color} variant="light" style={style} data-status-color={color}>
      {statusLabel(status)}
    </Badge>
  )
}
