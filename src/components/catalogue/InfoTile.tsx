import { Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Priced } from '../../domain/money'
import { PriceTag } from '../PriceTag'
import classes from './catalogue.module.css'

/** A small labelled fact of a detail page: Date, Time, Location, Temple; `note` goes under the value. */
export function InfoTile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className={classes.info}>
      <Text fz="xs" tt="uppercase" fw={600} c="dark.6">
        {label}
      </Text>
      <Text fw={600} c="dark.8">
        {value}
      </Text>
      {note}
    </div>
  )
}

/** The price box of a detail page: 'Starting from' (or the chosen package), the price and how many there are. */
export function PriceSummary({
  label,
  price,
  count,
}: {
  label: string
  price: Priced | null
  count: string
}) {
  return (
    <Paper className={classes.priceBox} p="md" radius="md">
      <Text fz="sm" c="dark.6">
        {label}
      </Text>
      {price && <PriceTag price={price} fz={30} fw={700} c="maroon.8" />}
      <Text fz="sm" c="dark.6">
        {count}
      </Text>
    </Paper>
  )
}
