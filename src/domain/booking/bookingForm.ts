/**
 * The booking forms of SPEC §5: contact details (name, 10-digit WhatsApp number, by the one phone rule) and the
 * personal details (six trimmed, required fields, a 6-digit pincode). Pure: the booking machines keep the values and
 * errors.
 */
import type { ContactDetails, PersonalDetails } from '../../api/contract/devotee'
import { bookingFormMessages } from '../../content/messages/booking'
import { digitsOnly, isTenDigitPhone, phoneFieldValue } from '../phoneNumber'
import { textOf, type Text } from '../../content/text'

export type ContactField = keyof ContactDetails
export type PersonalField = keyof PersonalDetails
/** Each field's message, named for the view to say in the language shown. */
export type FieldErrors<F extends string> = Partial<Record<F, Text>>

const PINCODE_LENGTH = 6

export const emptyContact: ContactDetails = { name: '', whatsappNumber: '' }
export const emptyPersonalDetails: PersonalDetails = {
  fullName: '',
  gotra: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
}

/** What a field keeps of what was typed or pasted: the WhatsApp number by the phone field rule (10 digits, +91). */
export function cleanContactField(field: ContactField, value: string): string {
  return field === 'whatsappNumber' ? phoneFieldValue(value) : value
}

/** The pincode keeps digits only, then at most 6 of them (so '221 001' pasted is 221001). */
export function cleanPersonalField(field: PersonalField, value: string): string {
  return field === 'pincode' ? digitsOnly(value, PINCODE_LENGTH) : value
}

export function validateContact(contact: ContactDetails): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {}
  if (!contact.name.trim()) errors.name = textOf(bookingFormMessages, 'nameRequired')
  const number = contact.whatsappNumber.trim()
  if (!number) errors.whatsappNumber = textOf(bookingFormMessages, 'whatsappNumberRequired')
  else if (!isTenDigitPhone(number))
    errors.whatsappNumber = textOf(bookingFormMessages, 'invalidWhatsappNumber')
  return errors
}

export function validatePersonalDetails(details: PersonalDetails): FieldErrors<PersonalField> {
  const errors: FieldErrors<PersonalField> = {}
  for (const field of Object.keys(emptyPersonalDetails) as PersonalField[]) {
    if (!details[field].trim()) errors[field] = textOf(bookingFormMessages.required, field)
  }
  if (!errors.pincode && !new RegExp(`^\\d{${PINCODE_LENGTH}}$`).test(details.pincode.trim())) {
    errors.pincode = textOf(bookingFormMessages, 'invalidPincode')
  }
  return errors
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean)
}

/** Whether the personal details are there and pass every rule above, as an order needs them. */
export function arePersonalDetailsValid(details: PersonalDetails | null): details is PersonalDetails {
  return details !== null && !hasErrors(validatePersonalDetails(details))
}

/** The details with every field trimmed, as they are stored and sent. */
export function trimPersonalDetails(details: PersonalDetails): PersonalDetails {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, value.trim()]),
  ) as PersonalDetails
}
