/** The language of a reply's texts (issue 13). */
import { z } from 'zod/mini'
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../../lib/language'

/**
 * The language of the texts a reply carries (issue 13): the client sends its visitor's language as `Accept-Language`
 * (`en` or `hi`); the catalogue's names, descriptions, benefits and package texts come in that language, orders
 * show the Hindi name of what was booked while keeping the temple's English one, and a reply's `error` or `message`
 * sentence (a refused payment or order, which the site shows as given) is in it. Anything else means English.
 */
export const contentLanguageSchema = z.enum(LANGUAGES)
export type ContentLanguage = z.infer<typeof contentLanguageSchema>

/** The languages other than English that texts are translated into (`hi`). */
export const translatedLanguageSchema = z.enum(TRANSLATED_LANGUAGES)
export type TranslatedLanguage = z.infer<typeof translatedLanguageSchema>

/** The language an `Accept-Language` header asks for: its first tag that is one of the site's, else English. */
export function contentLanguageOf(acceptLanguage: string | null | undefined): ContentLanguage {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const parsed = contentLanguageSchema.safeParse(range.split(';')[0]?.trim().toLowerCase().split('-')[0])
    if (parsed.success) return parsed.data
  }
  return 'en'
}
