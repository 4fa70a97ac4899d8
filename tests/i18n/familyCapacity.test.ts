import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { translationsReady } from '../../src/content/catalog'
import { familyPanelMessages } from '../../src/content/messages/booking'
import { setActiveLanguage } from '../../src/lib/language'

beforeAll(() => translationsReady('hi'))
afterEach(() => setActiveLanguage('en'))

describe("a package's room for family names", () => {
  it('reads as a sentence for one more name and for several, in English', () => {
    expect(familyPanelMessages.capacity(2)).toBe(
      'This package is for 2 persons: you are the first; add one family member.',
    )
    expect(familyPanelMessages.capacity(4)).toBe(
      'This package is for 4 persons: you are the first; add up to 3 family members.',
    )
  })

  it('reads as a sentence for one more name and for several, in Hindi', () => {
    setActiveLanguage('hi')
    expect(familyPanelMessages.capacity(2)).toBe(
      'यह पैकेज 2 व्यक्तियों के लिए है: पहला नाम आपका है; आप परिवार के एक और सदस्य का नाम जोड़ सकते हैं।',
    )
    expect(familyPanelMessages.capacity(4)).toBe(
      'यह पैकेज 4 व्यक्तियों के लिए है: पहला नाम आपका है; आप परिवार के अधिकतम 3 और सदस्यों के नाम जोड़ सकते हैं।',
    )
  })
})
