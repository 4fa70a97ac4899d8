import { Container, SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import type { Puja, PujaPackage } from '../../api/schemas'
import { AboutSections, DetailHeader, ScheduleTiles } from '../../components/catalogue/DetailHeader'
import { DetailSection } from '../../components/catalogue/DetailSection'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import { InfoTile, PriceSummary } from '../../components/catalogue/InfoTile'
import {
  CatalogueError,
  CatalogueLoading,
  CatalogueNotFound,
} from '../../components/catalogue/ResourceStatus'
import { parseSchedule } from '../../components/catalogue/schedule'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { Countdown } from '../../components/Countdown'
import { minimumPrice } from '../../domain/money'
import { PackageCard } from './PackageCard'
import { pujaSteps } from './pujaSteps'

export const PACKAGE_SECTION_ID = 'choose-package'

export interface PujaDetailViewProps {
  resource: CatalogueResourceView<Puja>
  onRetry: () => void
  /** Called with the package the visitor chose; the booking flow starts from here. */
  onBook?: (pkg: PujaPackage) => void
}

/** /virtual-puja/:pujaId — the puja, its countdown, its packages and how it works (SPEC §2). */
export function PujaDetailView({ resource, onRetry, onBook }: PujaDetailViewProps) {
  switch (resource.status) {
    case 'loading':
      return <CatalogueLoading text="Loading sacred puja services..." />
    case 'error':
      return <CatalogueError message={resource.message} onRetry={onRetry} />
    case 'notFound':
      return (
        <CatalogueNotFound
          title="Puja Not Found"
          message="We could not find this puja. It may have been removed or the link may be incomplete."
          backTo="/virtual-puja"
          backLabel="Browse All Pujas"
        />
      )
    case 'loaded':
      return <PujaDetail puja={resource.value} onBook={onBook} />
  }
}

function PujaDetail({ puja, onBook }: { puja: Puja; onBook?: (pkg: PujaPackage) => void }) {
  const [chosen, setChosen] = useState<PujaPackage | null>(null)
  const startingPrice = minimumPrice(puja.pujaPackages)
  const date = parseSchedule(puja.dateTime)
  const choose = (pkg: PujaPackage) => {
    setChosen(pkg)
    onBook?.(pkg)
  }

  return (
    <Container size="lg" py="lg">
      <DetailHeader
        back={{ to: '/virtual-puja', label: 'All Pujas' }}
        images={puja.imageUrls}
        tag={puja.tag}
        title={puja.title}
        description={puja.desc}
        bookTargetId={PACKAGE_SECTION_ID}
      >
        <PriceSummary
          label={chosen ? `${chosen.packageName} price` : 'Starting from'}
          price={chosen ?? startingPrice}
          count={`${puja.pujaPackages.length} ${puja.pujaPackages.length === 1 ? 'package' : 'packages'} available`}
        />
        <ScheduleTiles value={puja.dateTime} />
        <InfoTile label="Location" value={puja.location} />
        {date && (
          <Countdown target={date} label="Puja begins in" pastLabel="This puja has already taken place" />
        )}
      </DetailHeader>
      <AboutSections
        about={{
          id: 'about-puja',
          title: 'About This Puja',
          text: puja.aboutPuja,
          benefitsTitle: 'Key Benefits',
          benefits: puja.benefits,
        }}
        temple={{ name: puja.location, text: puja.aboutTemple }}
      />
      <DetailSection id={PACKAGE_SECTION_ID} title="Choose Your Package">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {puja.pujaPackages.map((pkg) => (
            <PackageCard
              key={pkg._id}
              pkg={pkg}
              selected={chosen?._id === pkg._id}
              onSelect={() => choose(pkg)}
            />
          ))}
        </SimpleGrid>
      </DetailSection>
      <HowItWorks title="How This Puja Works" steps={pujaSteps} />
    </Container>
  )
}
