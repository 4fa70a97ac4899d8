/** SPEC §9: card descriptions are cut at 120 characters. */
const CARD_DESCRIPTION_LIMIT = 120

/**
 * Whether `text` may be cut before `index`: not inside a letter written with several characters, such as a Hindi
 * conjunct (त्र: a consonant, the virama, a consonant) or a consonant and its vowel sign (नि). English cuts where SPEC
 * says.
 */
function canCutBefore(text: string, index: number): boolean {
  return !/\p{M}/u.test(text[index] ?? '') && !/[\u094D\u200D]/.test(text[index - 1] ?? '')
}

export function cutDescription(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text
  let end = limit
  while (end > 0 && !canCutBefore(text, end)) end -= 1
  return `${text.slice(0, end).trimEnd()}...`
}
