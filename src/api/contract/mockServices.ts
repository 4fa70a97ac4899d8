/** The services only the mock backend provides: the simulated payment gateway and sign-in. */
import { z } from 'zod/mini'
import { filledString } from './primitives'

/** The mock payment gateway (mock mode only): the payment it shows and the outcome the visitor picks. */
export const gatewayOutcomeStateSchema = z.enum(['COMPLETED', 'FAILED', 'CANCELLED', 'PENDING'])
export type GatewayOutcomeState = z.infer<typeof gatewayOutcomeStateSchema>
export const mockGatewayOutcomeRequestSchema = z.object({ state: gatewayOutcomeStateSchema })
export const mockGatewayPaymentReplySchema = z.object({
  success: z.boolean(),
  merchantName: z.optional(z.string()),
  merchantOrderId: z.optional(z.string()),
  amount: z.optional(z.number()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
})

/** The code the mock identity provider signs every phone number in with. */
export const MOCK_SIGN_IN_CODE = '123456'

/**
 * The mock identity provider (mock mode only), standing in for Firebase Auth: the phone number and code give a uid, an
 * ID token for `Authorization: Bearer` and a refresh token for fresh ID tokens.
 */
export const mockSessionRequestSchema = z.object({
  phoneNumber: z.string().check(z.regex(/^\+\d{8,15}$/)),
  code: z.string(),
})
export const mockSessionReplySchema = z.object({
  success: z.boolean(),
  uid: filledString(),
  idToken: filledString(),
  refreshToken: filledString(),
})
export const mockTokenRefreshRequestSchema = z.object({ refreshToken: filledString() })
export const mockTokenRefreshReplySchema = z.object({ success: z.boolean(), idToken: filledString() })
