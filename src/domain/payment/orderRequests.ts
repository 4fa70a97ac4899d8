/**
 * The order bodies of SPEC §3 built from the session payment data, the personal details and the signed-in user.
 * New orders are 'processing'; the phone is +91 and the WhatsApp number; an unparseable date falls back to now (SPEC
 * §9). With the personal details, the order carries the sankalp's names: the devotee first, then the family.
 */
import type { PersonalDetails } from '../../api/contract/devotee'
import type {
  ChadavaOrderRequest,
  HoroscopeOrderRequest,
  PoojaOrderRequest,
} from '../../api/contract/orderRequests'
import type {
  ChadavaPaymentDetails,
  HoroscopePaymentDetails,
  PaymentData,
  PujaPaymentDetails,
} from './paymentData'
import { sankalpNamesOf } from '../family/familyMembers'
import { fullPhoneNumber } from '../phoneNumber'

const NEW_ORDER_STATUS = 'processing'
export const ORDER_PAYMENT_METHOD = 'Online Payment'

export function scheduledDateIso(value: string, now: Date = new Date()): string {
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? now.toISOString() : parsed.toISOString()
}

const ADDRESS_PREFIX = 'Address: '

/** The delivery address, kept with the order as its special instructions (in English, as the temple reads them). */
export function addressInstructions(details: PersonalDetails | null): string {
  if (!details) return ''
  return `${ADDRESS_PREFIX}${details.address}, ${details.city}, ${details.state} - ${details.pincode}`
}

/** The address in special instructions the site wrote (`addressInstructions`); null for any other text. */
export function addressOfInstructions(instructions: string): string | null {
  return instructions.startsWith(ADDRESS_PREFIX) ? instructions.slice(ADDRESS_PREFIX.length) : null
}

function identity(data: PaymentData, details: PersonalDetails | null, uid: string) {
  const whatsapp = data.contactDetails?.whatsappNumber ?? ''
  return {
    fullName: details?.fullName || data.contactDetails?.name || '',
    email: '',
    phone: whatsapp ? fullPhoneNumber(whatsapp) : '',
    gotra: details?.gotra ?? '',
    amount: data.amount,
    specialInstructions: addressInstructions(details),
    paymentMethod: ORDER_PAYMENT_METHOD,
    uid,
    orderStatus: NEW_ORDER_STATUS,
    merchantOrderId: data.merchantOrderId,
    ...(details ? { sankalpNames: sankalpNamesOf(details, data.familyMembers) } : {}),
  }
}

export function poojaOrderRequest(
  data: PaymentData,
  puja: PujaPaymentDetails,
  details: PersonalDetails | null,
  uid: string,
): PoojaOrderRequest {
  return {
    ...identity(data, details, uid),
    poojaName: puja.title,
    poojaId: puja.poojaId,
    selectedPackage: puja.packageName,
    scheduledDate: scheduledDateIso(puja.dateTime),
  }
}

export function chadavaOrderRequest(
  data: PaymentData,
  chadava: ChadavaPaymentDetails,
  details: PersonalDetails | null,
  uid: string,
): ChadavaOrderRequest {
  return {
    ...identity(data, details, uid),
    chadavaName: chadava.title,
    chadavaId: chadava.chadavaId,
    selectedOfferings: chadava.selectedOfferings.map(({ name, description, price, imageUrl }) => ({
      name,
      description,
      price,
      imageUrl,
    })),
    scheduledDate: scheduledDateIso(chadava.dateTime),
  }
}

export function horoscopeOrderRequest(
  data: PaymentData,
  horoscope: HoroscopePaymentDetails,
): HoroscopeOrderRequest {
  return {
    fullName: horoscope.fullName,
    email: horoscope.email,
    phone: horoscope.phone,
    datetime: horoscope.datetime,
    selectedPack: horoscope.selectedPack,
    amount: horoscope.amount,
    merchantOrderId: data.merchantOrderId,
  }
}
