import { Button, Card } from '@mantine/core'
import type { KeyboardEvent, ReactNode } from 'react'
import { Link } from '../LocalLink'
import classes from './catalogue.module.css'
import { pictureOf } from './stockImage'

/** Cards in the first row of the widest grid: their images load at once, the first with high priority (the LCP). */
const FIRST_ROW = 3

interface CatalogueCardProps {
  headingId: string
  /** The card's place in the list, from 0. */
  position: number
  image: string | undefined
  title: string
  action: { to: string; label: string }
  children: ReactNode
}

/**
 * The booking button is a link to the detail page (it opens in a new tab, and works before the page's code has
 * arrived) that is a button to the visitor (SPEC §2: "a 'Book This Puja' button"), so Space presses it as well.
 */
function pressWithSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}

/**
 * A list card: the picture (or the stock image), its content, and the booking button at the bottom, described by the
 * card's title (a screen reader's list of buttons tells one 'Book This Puja' from the next). Below the first row,
 * pictures load as they come near the screen.
 */
export function CatalogueCard({ headingId, position, image, title, action, children }: CatalogueCardProps) {
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      aria-labelledby={headingId}
    >
      <Card.Section>
        <img
          src={pictureOf(image)}
          alt={title}
          width={400}
          height={200}
          loading={position < FIRST_ROW ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          className={classes.cardImage}
        />
      </Card.Section>
      <div className={classes.cardBody}>
        {children}
        <Button
          component={Link}
          to={action.to}
          role="button"
          aria-describedby={headingId}
          onKeyDown={pressWithSpace}
          className={classes.cardAction}
          fullWidth
        >
          {action.label}
        </Button>
      </div>
    </Card>
  )
}
