/**
 * A catalog finds its translations by their folders (src/content/catalog.ts): a folder named after one of the site's
 * languages holds that language's translation, so another language is a folder of translations more.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalog, translationsReady } from '../../src/content/catalog'
import { setActiveLanguage } from '../../src/lib/language'

afterEach(() => setActiveLanguage('en'))

describe('a catalog’s translations', () => {
  it('are read in the language whose folder holds them, wherever that folder is on the path', async () => {
    const greetings = catalog(() => ({
      './hi/greetings.ts': async () => ({ greetings: { hello: 'नमस्ते' } }),
    })).translatable('greetings', { hello: 'Hello' })
    const monsoon = catalog(() => ({
      '../hi/seasons/monsoon.ts': async () => ({ monsoon: { name: 'वर्षा' } }),
    })).translatable('monsoon', { name: 'Monsoon' })
    await translationsReady('hi')

    setActiveLanguage('hi')
    expect([greetings.hello, monsoon.name]).toEqual(['नमस्ते', 'वर्षा'])
    setActiveLanguage('en')
    expect([greetings.hello, monsoon.name]).toEqual(['Hello', 'Monsoon'])
  })

  it('are never loaded from a folder not named after a language', async () => {
    const notATranslation = vi.fn(async () => ({ farewells: { bye: 'Not a translation' } }))
    const { translatable } = catalog(() => ({ './messages/farewells.ts': notATranslation }))
    const farewells = translatable('farewells', { bye: 'Goodbye' })
    await translationsReady('hi')

    setActiveLanguage('hi')
    expect(farewells.bye).toBe('Goodbye')
    expect(notATranslation).not.toHaveBeenCalled()
  })

  it('are not looked for while only English is read, so a module reads outside Vite (no import.meta.glob)', async () => {
    const findTranslations = vi.fn(() => ({}))
    const mantras = catalog(findTranslations).translatable('mantras', { first: 'Om' })
    await translationsReady('en')

    expect(mantras.first).toBe('Om')
    expect(findTranslations).not.toHaveBeenCalled()
  })
})
