/**
 * Orders keep the names the temple uses (issue 13): a visitor who books in Hindi sends the Hindi names they saw; the
 * order stores, in place of each, the catalogue's English name of the puja, its package and each offering (found by
 * the puja's or chadava's id, then by position in a translation).
 * A visitor reading another language is shown the names in it beside them.
 */
import {
  translatedLanguageSchema,
  type ChadavaOrderRequest,
  type ContentLanguage,
  type PoojaOrder,
  type PoojaOrderRequest,
  type TranslatedLanguage,
} from '../../src/api/schemas'
import type { MockDb, StoredChadavaOrder, StoredPoojaOrder } from './db'

/** The position of `name` among the names of any translation (each in the English names' order), or -1. */
function translatedPosition(name: string, translated: readonly (readonly string[])[]): number {
  for (const names of translated) {
    const index = names.indexOf(name)
    if (index >= 0) return index
  }
  return -1
}

/** The English name at the position where `name` is a translation's, else `name` as it came. */
function englishOf(
  name: string,
  english: readonly string[],
  translated: readonly (readonly string[])[],
): string {
  return english[translatedPosition(name, translated)] ?? name
}

/** An entry's translations, whatever their languages. */
const translationsOf = <T>(translations: Partial<Record<TranslatedLanguage, T>> | undefined): T[] =>
  translatedLanguageSchema.options.flatMap((language) => translations?.[language] ?? [])

export function poojaOrderInTempleNames(db: MockDb, order: PoojaOrderRequest): PoojaOrderRequest {
  const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
  if (!puja) return order
  const packages = puja.pujaPackages.map(({ packageName }) => packageName)
  const translations = translationsOf(puja.translations)
  return {
    ...order,
    poojaName: englishOf(
      order.poojaName,
      [puja.title],
      translations.map(({ title }) => [title]),
    ),
    selectedPackage: englishOf(
      order.selectedPackage,
      packages,
      translations.map(({ pujaPackages }) => pujaPackages.map(({ packageName }) => packageName)),
    ),
  }
}

export function chadavaOrderInTempleNames(db: MockDb, order: ChadavaOrderRequest): ChadavaOrderRequest {
  const chadava = db.chadavas.find(({ _id }) => _id === order.chadavaId)
  if (!chadava) return order
  const translations = translationsOf(chadava.translations)
  const translatedOfferings = translations.map(({ availableOfferings }) =>
    availableOfferings.map(({ name }) => name),
  )
  return {
    ...order,
    chadavaName: englishOf(
      order.chadavaName,
      [chadava.name],
      translations.map(({ name }) => [name]),
    ),
    selectedOfferings: order.selectedOfferings.map((offering) => {
      const english = chadava.availableOfferings[translatedPosition(offering.name, translatedOfferings)]
      return english ? { ...offering, name: english.name, description: english.description } : offering
    }),
  }
}

/** An order's names in a language other than English (`inLanguage` in the contract). */
type OrderNames = NonNullable<PoojaOrder['inLanguage']>

/** What an order booked and its temple, named in a language other than English when the catalogue has the names. */
export function orderNamesIn(
  db: MockDb,
  order: StoredPoojaOrder | StoredChadavaOrder,
  language: ContentLanguage,
): OrderNames | undefined {
  if (language === 'en') return undefined
  if ('poojaId' in order) {
    const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
    const translation = puja?.translations?.[language]
    if (!puja || !translation) return undefined
    const index = puja.pujaPackages.findIndex(({ packageName }) => packageName === order.selectedPackage)
    const selectedPackage = translation.pujaPackages[index]?.packageName
    return {
      name: translation.title,
      temple: translation.location,
      ...(selectedPackage ? { selectedPackage } : {}),
    }
  }
  const chadava = db.chadavas.find(({ _id }) => _id === order.chadavaId)
  const translation = chadava?.translations?.[language]
  if (!chadava || !translation) return undefined
  const offerings = chadava.availableOfferings.map(({ name }) => name)
  const selectedOfferings = order.selectedOfferings.map(
    (offering) => translation.availableOfferings[offerings.indexOf(offering.name)] ?? offering,
  )
  return {
    name: translation.name,
    temple: translation.templeName,
    selectedOfferings: selectedOfferings.map(({ name, description }) => ({ name, description })),
  }
}
