import './offeringInfoStyles'
import { Image, Text } from '@mantine/core'
import { SiteDialog } from '../../components/SiteDialog'
import type { Offering } from '../../api/contract/catalogue'
import { pictureOf } from '../../components/catalogue/stockImage'
import { PriceTag } from '../../components/PriceTag'
import { commonMessages } from '../../content/messages/common'

export interface OfferingInfoModalProps {
  offering: Offering | null
  onClose: () => void
}

/** The info popup of an offering: name, image, description and price. */
export function OfferingInfoModal({ offering, onClose }: OfferingInfoModalProps) {
  return (
    <SiteDialog
      opened={offering !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg" c="maroon.8" ff="heading">
          {offering?.name}
        </Text>
      }
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': commonMessages.close }}
    >
      {offering && (
        <>
          <Image src={pictureOf(offering.imageUrl)} alt={offering.name} radius="md" h={200} fit="cover" />
          <Text mt="md" c="dark.7">
            {offering.description}
          </Text>
          <Text mt="sm" fw={700} fz="xl" c="maroon.8">
            <PriceTag price={offering} />
          </Text>
        </>
      )}
    </SiteDialog>
  )
}
