/** The controls a keyboard user can reach, in the order of the page, for code that puts the focus somewhere. */
const CONTROLS =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]'

/** The first control inside `holder`, if any. */
export function firstControlIn(holder: ParentNode): HTMLElement | null {
  return holder.querySelector<HTMLElement>(CONTROLS)
}
