import { Button, Card, List, Text, Title } from '@mantine/core'
import type { PujaPackage } from '../../api/contract/catalogue'
import { PriceTag } from '../../components/PriceTag'
import { packageCardMessages } from '../../content/messages/catalogueDetail'
import catalogue from '../../components/catalogue/catalogue.module.css'
import classes from './PujaDetail.module.css'

/** One package of 'Choose Your Package': name, persons, price, what it includes, and Select / Selected. */
export function PackageCard({
  pkg,
  selected,
  closed = false,
  onSelect,
}: {
  pkg: PujaPackage
  selected: boolean
  /** The puja takes no more bookings: the package cannot be chosen. */
  closed?: boolean
  onSelect: () => void
}) {
  const buttonText = selected ? packageCardMessages.selected : packageCardMessages.select
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={catalogue.choiceCard}
      data-selected={selected || undefined}
      aria-labelledby={`package-${pkg._id}`}
    >
      <Title order={3} fz="h4" c="maroon.8" id={`package-${pkg._id}`}>
        {pkg.packageName}
      </Title>
      <Text fz="sm" c="dark.6">
        {packageCardMessages.persons(pkg.persons)}
      </Text>
      <PriceTag price={pkg} fz={28} fw={700} c="maroon.8" my="xs" />
      <List size="sm" spacing={4} className={classes.packageList}>
        {pkg.description.map((line, index) => (
          <List.Item key={`${index}-${line}`}>{line}</List.Item>
        ))}
      </List>
      <Button
        mt="md"
        fullWidth
        variant={selected ? 'filled' : 'outline'}
        color={selected ? 'maroon.8' : 'saffron.8'}
        aria-pressed={selected}
        disabled={closed}
        aria-label={packageCardMessages.buttonLabel(buttonText, pkg.packageName)}
        onClick={onSelect}
      >
        {buttonText}
      </Button>
    </Card>
  )
}
