/** SPEC §5 personal details: every field trimmed and required, the pincode exactly 6 digits. */
import { z } from 'zod'
import type { PersonalDetails } from '../../../api/schemas'

export const personalDetailsFormSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required'),
  gotra: z.string().trim().min(1, 'Gotra is required'),
  address: z.string().trim().min(1, 'Address is required'),
  city: z.string().trim().min(1, 'City is required'),
  state: z.string().trim().min(1, 'State is required'),
  pincode: z
    .string()
    .trim()
    .min(1, 'Pincode is required')
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit pincode'),
})

export const emptyPersonalDetails: PersonalDetails = { fullName: '', gotra: '', address: '', city: '', state: '', pincode: '' }

/** The pincode input keeps digits only, at most six. */
export function pincodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6)
}
