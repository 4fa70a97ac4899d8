/**
 * Where each endpoint of the product API lives: its path as an OpenAPI template (`{name}` for each path parameter).
 * The site builds its URLs from here (`pathOf`); the endpoint table (`endpoints.ts`) gives each path its method,
 * schemas and rules for the mock backend and the contract, so this module carries no schema.
 */
export const endpointPaths = {
  pujas: '/api/pooja',
  chadavas: '/api/chadava',
  paymentInitiate: '/api/payments/initiate',
  paymentStatus: '/api/payments/status/{merchantOrderId}',
  transaction: '/api/payments/transaction/{transactionId}',
  poojaOrderCreate: '/api/pooja-orders',
  chadavaOrderCreate: '/api/chadava-orders',
  horoscopeOrderCreate: '/api/horoscope-orders',
  poojaOrderList: '/api/pooja-orders/user/{uid}',
  poojaOrder: '/api/pooja-orders/user/{uid}/{orderId}',
  chadavaOrderList: '/api/chadava-orders/user/{uid}',
  chadavaOrder: '/api/chadava-orders/user/{uid}/{orderId}',
  profileGet: '/api/user-profile/{uid}',
  profileUpsert: '/api/user-profile/upsert',
  contact: '/api/contact',
  newsletter: '/api/newsletter',
  gatewayPayment: '/api/mock-gateway/{merchantOrderId}',
  gatewayOutcome: '/api/mock-gateway/{merchantOrderId}/outcome',
  mockSession: '/api/mock-auth/session',
  mockTokenRefresh: '/api/mock-auth/refresh',
} as const

export type EndpointId = keyof typeof endpointPaths

/** The path parameter names of a path template, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

/** The endpoint's path with each `{name}` replaced by its value, URL-encoded. */
export function pathOf(id: EndpointId, values: Readonly<Record<string, string>> = {}): string {
  return endpointPaths[id].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${id}: no value for {${name}}`)
    return encodeURIComponent(value)
  })
}
