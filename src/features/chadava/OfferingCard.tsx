import { Button, Card, Group, Text, Title } from '@mantine/core'
import type { Offering } from '../../api/contract/catalogue'
import { pictureOf } from '../../components/catalogue/stockImage'
import { PriceTag } from '../../components/PriceTag'
import { RoundIconButton } from '../../components/RoundIconButton'
import { offeringCardMessages } from '../../content/messages/catalogueDetail'
import catalogue from '../../components/catalogue/catalogue.module.css'
import classes from './ChadavaDetail.module.css'

interface OfferingCardProps {
  offering: Offering
  selected: boolean
  onToggle: () => void
  onShowInfo: () => void
}

/**
 * One offering of 'Choose Your Offerings': picture, name, price, Add / Remove and an info button. A double tap adds
 * (or removes) once: Remove takes Add's place, and a second tap counted as part of the first (`detail` 2) is not a
 * second choice.
 */
export function OfferingCard({ offering, selected, onToggle, onShowInfo }: OfferingCardProps) {
  const buttonText = selected ? offeringCardMessages.remove : offeringCardMessages.add
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="md"
      className={catalogue.choiceCard}
      data-selected={selected || undefined}
      aria-label={offering.name}
    >
      <Card.Section className={classes.offeringImageWrap}>
        <img
          src={pictureOf(offering.imageUrl)}
          alt=""
          width={300}
          height={160}
          loading="lazy"
          className={classes.offeringImage}
        />
        <RoundIconButton
          className={classes.infoButton}
          sizeRem={1.75}
          label={offeringCardMessages.info(offering.name)}
          onClick={onShowInfo}
        >
          i
        </RoundIconButton>
      </Card.Section>
      <Title order={3} fz="md" c="maroon.8" mt="sm">
        {offering.name}
      </Title>
      <Text fz="sm" c="dark.6" lineClamp={2} mt={2}>
        {offering.description}
      </Text>
      <Group justify="space-between" className={classes.offeringFooter} wrap="nowrap">
        <PriceTag price={offering} fw={700} fz="lg" c="maroon.8" />
        <Button
          size="xs"
          variant={selected ? 'filled' : 'outline'}
          color={selected ? 'maroon.8' : 'saffron.8'}
          aria-pressed={selected}
          aria-label={offeringCardMessages.buttonLabel(buttonText, offering.name)}
          onClick={(event) => event.detail < 2 && onToggle()}
        >
          {buttonText}
        </Button>
      </Group>
    </Card>
  )
}
