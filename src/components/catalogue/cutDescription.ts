/** SPEC §9: card descriptions are cut at 120 characters. */
export const CARD_DESCRIPTION_LIMIT = 120

export function cutDescription(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text
}
