/** SPEC §9: how an order's id is shown, its last 8 characters uppercased. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(-8).toUpperCase()
}
