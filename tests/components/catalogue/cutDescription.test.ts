import { describe, expect, it } from 'vitest'
import { cutDescription } from '../../../src/components/catalogue/cutDescription'

describe('a card’s description, cut', () => {
  it('keeps SPEC’s 120 characters of English, and leaves a shorter text whole', () => {
    const text = 'a'.repeat(119) + 'bc'
    expect(cutDescription(text)).toBe(`${'a'.repeat(119)}b...`)
    expect(cutDescription('Om Namah Shivaya')).toBe('Om Namah Shivaya')
  })

  it('never splits a Hindi letter: a conjunct, or a consonant from its vowel sign', () => {
    const conjunct = `${'क'.repeat(118)}त्र`
    expect(cutDescription(conjunct + 'ी')).toBe(`${'क'.repeat(118)}...`)
    const vowelSign = `${'क'.repeat(119)}नि`
    expect(cutDescription(vowelSign + 'क')).toBe(`${'क'.repeat(119)}...`)
  })
})
