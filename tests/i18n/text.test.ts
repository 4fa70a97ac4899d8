/**
 * Named texts (src/content/text.ts): what a machine carries is a name, so the words follow the language shown, even
 * for a message already on screen when the language changes.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { translationsReady } from '../../src/content/catalog'
import { bookingFormMessages, paymentPrerequisiteMessages } from '../../src/content/messages/booking'
import { orderListMessages } from '../../src/content/messages/orders'
import hiBooking from '../../src/content/messages/hi/booking'
import hiOrders from '../../src/content/messages/hi/orders'
import { saidByServer, say, textOf, TextError } from '../../src/content/text'
import { setActiveLanguage } from '../../src/lib/language'
import { nameOf, translatables } from './translatables'

beforeAll(() => translationsReady('hi'))
afterEach(() => setActiveLanguage('en'))

describe('a named text', () => {
  it('is a name and its arguments, never words, and is said in the language shown', () => {
    const text = textOf(bookingFormMessages, 'nameRequired')
    expect(text).toEqual({ name: 'bookingFormMessages', path: ['nameRequired'], args: [] })
    expect(say(text)).toBe('Name is required')
    setActiveLanguage('hi')
    expect(say(text)).toBe(hiBooking.bookingFormMessages.nameRequired)
  })

  it('names a text inside an export, named while Hindi is shown', () => {
    setActiveLanguage('hi')
    const text = textOf(paymentPrerequisiteMessages.authentication, 'chadava')
    expect(text).toEqual({
      name: 'paymentPrerequisiteMessages',
      path: ['authentication', 'chadava'],
      args: [],
    })
    expect(say(text)).toBe(hiBooking.paymentPrerequisiteMessages.authentication.chadava)
    setActiveLanguage('en')
    expect(say(text)).toBe('Authentication required for chadava orders. Please sign in to continue.')
  })

  it('keeps its arguments for a text that takes them', () => {
    const text = textOf(orderListMessages, 'ordersFound', 3)
    expect(say(text)).toBe('3 Order(s) Found')
    setActiveLanguage('hi')
    expect(say(text)).toBe(hiOrders.orderListMessages.ordersFound(3))
  })

  it("shows the server's own words as they came, in every language", () => {
    setActiveLanguage('hi')
    expect(say(saidByServer('Temple closed for Diwali'))).toBe('Temple closed for Diwali')
  })

  it('finds its export by name: no two catalog exports share one', () => {
    const names = translatables.map(({ value }) => nameOf(value))
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('is refused for an object that is no catalog', () => {
    expect(() => textOf({ nameRequired: 'Name is required' }, 'nameRequired')).toThrow(
      /not read from a catalog/,
    )
  })

  it('gives a failure its English words for logs, whatever the language shown', () => {
    setActiveLanguage('hi')
    const failure = new TextError(textOf(bookingFormMessages, 'invalidPincode'))
    expect(failure.message).toBe('Please enter a valid 6-digit pincode')
    expect(say(failure.text)).toBe(hiBooking.bookingFormMessages.invalidPincode)
  })
})
