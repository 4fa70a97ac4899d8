import { UnstyledButton } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import classes from './RoundIconButton.module.css'

interface RoundIconButtonProps {
  label: string
  /** Its width and height, in rem (it grows with the text). */
  sizeRem: number
  /** Where it sits and how its glyph is written. */
  className: string
  onClick: () => void
  /** The glyph, hidden from screen readers (the label names the button). */
  children: ReactNode
}

/**
 * A round white button with one glyph in maroon, over a picture: the slideshow's arrows, an offering's info. Mantine's
 * ActionIcon looks the same, and brings its group components to every page that shows one.
 */
export function RoundIconButton({ label, sizeRem, className, onClick, children }: RoundIconButtonProps) {
  return (
    <UnstyledButton
      className={`${classes.button} ${className}`}
      style={{ '--round-button-size': `${sizeRem}rem` } as CSSProperties}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </UnstyledButton>
  )
}
