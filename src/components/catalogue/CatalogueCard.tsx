import { Button, Card } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './catalogue.module.css'
import { STOCK_IMAGE } from './stockImage'

export interface CatalogueCardProps {
  headingId: string
  image: string | undefined
  title: string
  action: { to: string; label: string }
  children: ReactNode
}

/** A list card: the picture (or the stock image), its content, and the booking button at the bottom. */
export function CatalogueCard({ headingId, image, title, action, children }: CatalogueCardProps) {
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
          src={image ?? STOCK_IMAGE}
          alt={title}
          width={400}
          height={200}
          loading="lazy"
          className={classes.cardImage}
        />
      </Card.Section>
      <div className={classes.cardBody}>
        {children}
        <Button component={Link} to={action.to} className={classes.cardAction} fullWidth>
          {action.label}
        </Button>
      </div>
    </Card>
  )
}
