/**
 * Characters a browser draws from an emoji font: those shown as emoji by default, regional-indicator flag letters and
 * the emoji variation selector. Where no emoji font is installed they show as empty boxes (and Windows draws no flags).
 */
const EMOJI = /[\p{Emoji_Presentation}\p{Regional_Indicator}\uFE0F]/gu

/** The emoji of a rendered text, in order; an empty list when it has none. */
export function emojiIn(text: string | null): string[] {
  return text?.match(EMOJI) ?? []
}
