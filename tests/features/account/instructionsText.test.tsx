/** Issue 13: the delivery address the site keeps as an order's special instructions reads in the visitor's language. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { translationsReady } from '../../../src/content/catalog'
import { addressInstructions } from '../../../src/domain/payment/orderRequests'
import { instructionsText } from '../../../src/features/account/orderFormat'
import { setActiveLanguage } from '../../../src/lib/language'

const stored = addressInstructions({
  fullName: 'Asha Verma',
  gotra: 'Kashyap',
  address: '12, शिव नगर',
  city: 'इंदौर',
  state: 'मध्य प्रदेश',
  pincode: '452001',
})

beforeAll(() => translationsReady('hi'))
afterEach(() => setActiveLanguage('en'))

describe('an order’s special instructions', () => {
  it('read in English as the order keeps them', () => {
    expect(stored).toBe('Address: 12, शिव नगर, इंदौर, मध्य प्रदेश - 452001')
    expect(instructionsText(stored)).toBe(stored)
  })

  it('name the address in Hindi to a visitor reading Hindi, with no English label', () => {
    setActiveLanguage('hi')
    expect(instructionsText(stored)).toBe('पता: 12, शिव नगर, इंदौर, मध्य प्रदेश - 452001')
  })

  it('written by anyone else stay as written', () => {
    setActiveLanguage('hi')
    expect(instructionsText('Please include my mother’s name')).toBe('Please include my mother’s name')
  })
})
