import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanContactField, cleanPersonalField } from '../../src/domain/booking/bookingForm'
import { cleanConsultationField, emptyConsultationForm } from '../../src/domain/consultation/consultationForm'
import {
  bookingWhatsAppNumberOf,
  shownWhatsAppNumber,
  PHONE_LENGTH,
  phoneFieldValue,
  signInPhoneRule,
} from '../../src/domain/phoneNumber'

const digit = fc.constantFrom(...'0123456789')
const digits = (minLength: number, maxLength: number) =>
  fc.array(digit, { minLength, maxLength }).map((list) => list.join(''))
const nationalNumber = digits(PHONE_LENGTH, PHONE_LENGTH)

/** How people write a number: a dial code or trunk 0 in front, and any separators between groups of digits. */
const prefix = fc.constantFrom('', '+91', '+91 ', '91', '91 ', '0', '+91 0', '0091 ', '+91-')
const separator = fc.constantFrom('', ' ', '-', '.', ' - ')

/** `number` split after the given positions, joined by the separators. */
function written(number: string, cuts: number[], separators: string[]): string {
  const positions = [...new Set(cuts)].sort((a, b) => a - b)
  let text = ''
  let from = 0
  positions.forEach((position, index) => {
    text += number.slice(from, position) + separators[index % separators.length]
    from = position
  })
  return text + number.slice(from)
}

const writtenNumber = fc
  .tuple(
    nationalNumber,
    prefix,
    fc.array(fc.integer({ min: 1, max: PHONE_LENGTH - 1 }), { maxLength: 4 }),
    fc.array(separator, { minLength: 1, maxLength: 4 }),
    fc.constantFrom('', ' '),
  )
  .map(([number, lead, cuts, separators, padding]) => ({
    number,
    text: `${padding}${lead}${written(number, cuts, separators)}${padding}`,
  }))

describe('phoneFieldValue: what a national phone field keeps of what was typed or pasted', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
  ])('reads %j as %s', (text, expected) => {
    expect(phoneFieldValue(text)).toBe(expected)
  })

  it('recovers the ten digits of any number written with a dial code, a trunk 0 and separators', () => {
    fc.assert(
      fc.property(writtenNumber, ({ number, text }) => {
        expect(phoneFieldValue(text)).toBe(number)
      }),
    )
  })

  it('keeps only digits, never more than ten, whatever is pasted, but for +91 while it is being typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ maxLength: 40 }).map((text) => `+${text}`),
        ),
        (text) => {
          expect(phoneFieldValue(text)).toMatch(/^(\d{0,10}|\+|\+9|\+91)$/)
        },
      ),
    )
  })

  it('takes a number typed key by key with its +91 in front as the number, not as 91 and its first eight digits', () => {
    const typed = (text: string, dialCode?: string) =>
      [...text].reduce((field, key) => phoneFieldValue(field + key, { dialCode }), '')
    expect(typed('+')).toBe('+')
    expect(typed('+91')).toBe('+91')
    expect(typed('+91 98123 45678')).toBe('9812345678')
    expect(typed('+1 (202) 555-0100', '+1')).toBe('2025550100')
    // Written with '+' (or with no code): typed without it, '91 98123 45678' cannot be told from a number so begun.
    const writtenWithPlus = writtenNumber.filter(({ text }) => !/^\s*(91|0091)/.test(text))
    fc.assert(
      fc.property(writtenWithPlus, ({ number, text }) => {
        expect(typed(text)).toBe(number)
      }),
    )
  })

  it('gives the same value when read twice', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const once = phoneFieldValue(text)
        expect(phoneFieldValue(once)).toBe(once)
      }),
    )
  })

  it('takes typing digit by digit as it comes, up to ten digits', () => {
    fc.assert(
      fc.property(digits(0, PHONE_LENGTH - 1), digit, (field, typed) => {
        expect(phoneFieldValue(field + typed)).toBe(field + typed)
      }),
    )
  })

  it('ignores an eleventh digit typed into a full field, unless the field began with a trunk 0', () => {
    fc.assert(
      fc.property(nationalNumber, digit, (field, typed) => {
        const expected = field.startsWith('0') ? field.slice(1) + typed : field
        expect(phoneFieldValue(field + typed)).toBe(expected)
      }),
    )
  })

  it("drops the field's own country code: a US number pasted with +1 into a US field", () => {
    expect(phoneFieldValue('+1 (202) 555-0100', { dialCode: '+1' })).toBe('2025550100')
    expect(phoneFieldValue('1 202 555 0100', { dialCode: '+1' })).toBe('2025550100')
  })
})

describe('the sign-in phone field (SPEC §9: a number starting with + is used as it is)', () => {
  it('reads a number with the chosen country code as the national number', () => {
    expect(phoneFieldValue('+91 98765 43210', signInPhoneRule('+91'))).toBe('9876543210')
    expect(phoneFieldValue('+44 07700 900123', signInPhoneRule('+44'))).toBe('7700900123')
  })

  it("keeps a number with another country's + code whole, and a '+' being typed", () => {
    expect(phoneFieldValue('+44 7700 900123', signInPhoneRule('+91'))).toBe('+447700900123')
    expect(phoneFieldValue('+', signInPhoneRule('+91'))).toBe('+')
  })

  it('keeps national numbers longer than ten digits (an 11-digit mobile in China)', () => {
    expect(phoneFieldValue('138 1234 5678', signInPhoneRule('+86'))).toBe('13812345678')
    expect(phoneFieldValue('+86 138 1234 5678', signInPhoneRule('+86'))).toBe('13812345678')
  })

  it('never keeps more digits than a whole international number has (15)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('+91', '+1', '+44', '+971'), (text, dial) => {
        const value = phoneFieldValue(text, signInPhoneRule(dial))
        const kept = value.replace('+', '')
        expect(value).toMatch(/^\+?\d*$/)
        expect(kept.length + (value.startsWith('+') ? 0 : dial.length - 1)).toBeLessThanOrEqual(15)
      }),
    )
  })

  it('recovers any Indian number written with a dial code, a trunk 0 and separators', () => {
    fc.assert(
      fc.property(writtenNumber, ({ number, text }) => {
        expect(phoneFieldValue(text, signInPhoneRule('+91'))).toBe(number)
      }),
    )
  })
})

describe('every phone and pincode field reads through the one rule', () => {
  it('the booking WhatsApp number', () => {
    expect(cleanContactField('whatsappNumber', '+91 98765 43210')).toBe('9876543210')
    expect(cleanContactField('name', ' Asha ')).toBe(' Asha ')
  })

  it("the consultation phone, with the chosen country's code", () => {
    const form = { ...emptyConsultationForm(), countryCode: 'US' }
    expect(cleanConsultationField(form, 'phone', '+1 (202) 555-0100')).toBe('2025550100')
    expect(cleanConsultationField(emptyConsultationForm(), 'phone', '+91 98765 43210')).toBe('9876543210')
    expect(cleanConsultationField(form, 'name', 'Meera ')).toBe('Meera ')
  })

  it('the pincode: digits first, then six of them', () => {
    expect(cleanPersonalField('pincode', '221 001')).toBe('221001')
    expect(cleanPersonalField('pincode', '221-0019')).toBe('221001')
  })

  it("a signed-in user's number, as the booking contact", () => {
    expect(bookingWhatsAppNumberOf('+919876543210')).toBe('9876543210')
    expect(bookingWhatsAppNumberOf(null)).toBe('')
  })

  it("a number abroad stays whole with its own code, never cut to ten digits as India's", () => {
    expect(bookingWhatsAppNumberOf('+14155550123')).toBe('+14155550123')
    expect(shownWhatsAppNumber('+14155550123')).toBe('+14155550123')
    expect(shownWhatsAppNumber('9876543210')).toBe('+91 9876543210')
  })
})
