import { Container, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import type { Puja, PujaPackage } from '../../api/contract/catalogue'
import { AboutSections } from '../../components/catalogue/AboutSections'
import { DetailHeader } from '../../components/catalogue/DetailHeader'
import { ScheduleTiles } from '../../components/catalogue/ScheduleTiles'
import { DetailSection } from '../../components/catalogue/DetailSection'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import { InfoTile, PriceSummary } from '../../components/catalogue/InfoTile'
import { CatalogueDetailStatus } from '../../components/catalogue/ResourceStatus'
import { parseSchedule } from '../../domain/schedule'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { Countdown } from '../../components/Countdown'
import { pujaDetailMessages as messages } from '../../content/messages/catalogueDetail'
import { commonMessages, detailLabels } from '../../content/messages/common'
import { minimumPrice } from '../../domain/money'
import { PackageCard } from './PackageCard'
import { useHasPassed } from './useHasPassed'

const PACKAGE_SECTION_ID = 'choose-package'

interface PujaDetailViewProps {
  resource: CatalogueResourceView<Puja>
  onRetry: () => void
  /** Called with the package the visitor chose; the booking flow starts from here. */
  onBook?: (pkg: PujaPackage) => void
}

/** /virtual-puja/:pujaId — the puja, its countdown, its packages and how it works (SPEC §2). */
export function PujaDetailView({ resource, onRetry, onBook }: PujaDetailViewProps) {
  return (
    <CatalogueDetailStatus resource={resource} onRetry={onRetry} texts={messages} backTo="/virtual-puja">
      {(puja) => <PujaDetail puja={puja} onBook={onBook} />}
    </CatalogueDetailStatus>
  )
}

function PujaDetail({ puja, onBook }: { puja: Puja; onBook?: (pkg: PujaPackage) => void }) {
  // The chosen package's id: after a switch of language the puja comes again, its package named in the new language.
  const [chosenId, setChosenId] = useState<string | null>(null)
  const chosen = puja.pujaPackages.find((pkg) => pkg._id === chosenId) ?? null
  const startingPrice = minimumPrice(puja.pujaPackages)
  const date = parseSchedule(puja.dateTime)
  // A puja already performed takes no more bookings: nobody pays for a ritual that has taken place.
  const bookingClosed = useHasPassed(date)
  const choose = (pkg: PujaPackage) => {
    setChosenId(pkg._id)
    onBook?.(pkg)
  }

  return (
    <Container size="lg" py="lg">
      <DetailHeader
        back={{ to: '/virtual-puja', label: messages.back }}
        images={puja.imageUrls}
        tag={puja.tag}
        title={puja.title}
        description={puja.desc}
        bookTargetId={PACKAGE_SECTION_ID}
      >
        <PriceSummary
          label={chosen ? messages.packagePrice(chosen.packageName) : commonMessages.startingFrom}
          price={chosen ?? startingPrice}
          count={messages.packagesAvailable(puja.pujaPackages.length)}
        />
        <ScheduleTiles value={puja.dateTime} />
        <InfoTile label={detailLabels.location} value={puja.location} />
        {date && <Countdown target={date} label={messages.countdown} pastLabel={messages.countdownPast} />}
      </DetailHeader>
      <AboutSections
        about={{
          id: 'about-puja',
          title: messages.about,
          text: puja.aboutPuja,
          benefitsTitle: messages.benefits,
          benefits: puja.benefits,
        }}
        temple={{ name: puja.location, text: puja.aboutTemple }}
      />
      <DetailSection id={PACKAGE_SECTION_ID} title={messages.choosePackage}>
        {bookingClosed && (
          <Text fw={600} c="maroon.8" mb="md">
            {messages.bookingClosed}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {puja.pujaPackages.map((pkg) => (
            <PackageCard
              key={pkg._id}
              pkg={pkg}
              selected={pkg._id === chosenId}
              closed={bookingClosed}
              onSelect={() => choose(pkg)}
            />
          ))}
        </SimpleGrid>
      </DetailSection>
      <HowItWorks title={messages.howItWorks} steps={messages.steps} />
    </Container>
  )
}
