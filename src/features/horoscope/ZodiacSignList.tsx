import { SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { zodiacSignListMessages } from '../../content/messages/horoscope'
import type { ZodiacId, ZodiacSign } from '../../content/zodiacSigns'
import classes from './horoscope.module.css'
import reflow from '../../components/reflowingGrid.module.css'

interface ZodiacSignListProps {
  signs: readonly ZodiacSign[]
  selected: ZodiacId
  /** `tapped`: chosen with a pointer (a finger or a mouse), not from the keyboard. */
  onSelect: (id: ZodiacId, tapped: boolean) => void
}

/**
 * The twelve signs (name, symbol, dates, element, colour); the pressed one is shown. A button's name is the text it
 * shows (WCAG 2.5.3 Label in Name), so 'Aries' said aloud reaches it.
 */
export function ZodiacSignList({ signs, selected, onSelect }: ZodiacSignListProps) {
  return (
    <nav aria-label={zodiacSignListMessages.label} className={reflow.container}>
      <SimpleGrid
        cols={{ base: 2, xs: 3, md: 1 }}
        spacing={8}
        component="ul"
        className={`${classes.signList} ${reflow.grid}`}
      >
        {signs.map((sign) => (
          <li key={sign.id}>
            <UnstyledButton
              className={classes.signButton}
              aria-pressed={sign.id === selected}
              onClick={(event) => onSelect(sign.id, event.detail > 0)}
              __vars={{ '--sign-color': sign.swatch }}
            >
              <span className={classes.signSymbol} aria-hidden="true">
                {sign.symbol}
              </span>
              <span className={classes.signText}>
                <Text component="span" fw={700} display="block">
                  {sign.name}
                </Text>
                <Text component="span" size="xs" c="gray.7" display="block">
                  {sign.dates}
                </Text>
                <Text component="span" size="xs" display="block" className={classes.signMeta}>
                  {sign.element} · {sign.color}
                </Text>
              </span>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  )
}
