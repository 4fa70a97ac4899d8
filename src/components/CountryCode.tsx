import classes from './CountryCode.module.css'

/**
 * A country's two-letter code in a small flag-shaped box: drawn by any text font, where a flag emoji needs an emoji
 * font (and Windows draws none). Hidden from screen readers: the country's name is beside it or in a label.
 */
export function CountryCode({ code }: { code: string }) {
  return (
    <span className={classes.code} aria-hidden="true">
      {code}
    </span>
  )
}
