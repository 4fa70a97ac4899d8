/**
 * Issue 13: the payment method the site books with reads in the visitor's language; a provider's name stays as it is.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { translationsReady } from '../../../src/content/catalog'
import { ORDER_PAYMENT_METHOD } from '../../../src/domain/payment/orderRequests'
import { paymentMethodLabel } from '../../../src/features/account/orderFormat'
import { setActiveLanguage } from '../../../src/lib/language'

beforeAll(() => translationsReady('hi'))
afterEach(() => setActiveLanguage('en'))

describe('an order’s payment method', () => {
  it('reads as the site books it in English', () => {
    expect(paymentMethodLabel(ORDER_PAYMENT_METHOD)).toBe('Online Payment')
  })

  it('reads in Hindi to a visitor reading Hindi, and a provider’s own name as the backend wrote it', () => {
    setActiveLanguage('hi')
    expect(paymentMethodLabel(ORDER_PAYMENT_METHOD)).toBe('ऑनलाइन भुगतान')
    expect(paymentMethodLabel('PhonePe')).toBe('PhonePe')
  })
})
