import { Anchor, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Puja, PujaPackage } from '../../api/schemas'
import { DetailSection, BenefitList } from '../../components/catalogue/DetailSection'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import {
  CatalogueError,
  CatalogueLoading,
  CatalogueNotFound,
} from '../../components/catalogue/ResourceStatus'
import { formatScheduleDate, formatScheduleTime, parseSchedule } from '../../components/catalogue/schedule'
import type { CatalogueResourceView } from '../../components/catalogue/useCatalogueResource'
import { Countdown } from '../../components/Countdown'
import { InfoTile, PriceSummary } from '../../components/catalogue/InfoTile'
import { ImageSlideshow } from '../../components/ImageSlideshow'
import { minimumPrice } from '../../lib/money'
import { PackageCard } from './PackageCard'
import { pujaSteps } from './pujaSteps'

export const PACKAGE_SECTION_ID = 'choose-package'

export interface PujaDetailViewProps {
  resource: CatalogueResourceView<Puja>
  onRetry: () => void
  /** Called with the package the visitor chose; the booking flow starts from here. */
  onBook?: (pkg: PujaPackage) => void
}

function scrollToPackages() {
  document.getElementById(PACKAGE_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
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
      <Anchor component={Link} to="/virtual-puja" fz="sm" c="maroon.8">
        ← All Pujas
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
        <ImageSlideshow images={puja.imageUrls} alt={puja.title} />
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="maroon" variant="light">
              {puja.tag}
            </Badge>
          </Group>
          <Title order={1} c="maroon.8" fz={{ base: 'h2', sm: 'h1' }}>
            {puja.title}
          </Title>
          <Text c="dark.7">{puja.desc}</Text>
          <PriceSummary
            label={chosen ? `${chosen.packageName} price` : 'Starting from'}
            price={chosen ?? startingPrice}
            count={`${puja.pujaPackages.length} ${puja.pujaPackages.length === 1 ? 'package' : 'packages'} available`}
          />
          <SimpleGrid cols={2} spacing="xs">
            <InfoTile label="Date" value={formatScheduleDate(puja.dateTime)} />
            <InfoTile label="Time" value={formatScheduleTime(puja.dateTime)} />
          </SimpleGrid>
          <InfoTile label="Location" value={puja.location} />
          {date && (
            <Countdown target={date} label="Puja begins in" pastLabel="This puja has already taken place" />
          )}
          <Button size="md" onClick={scrollToPackages} mt="xs">
            Book Now
          </Button>
        </Stack>
      </SimpleGrid>

      <DetailSection id="about-puja" title="About This Puja">
        <Text c="dark.7">{puja.aboutPuja}</Text>
        <BenefitList title="Key Benefits" benefits={puja.benefits} />
      </DetailSection>
      <DetailSection id="about-temple" title="About the Temple">
        <Text fw={600} c="maroon.8" mb={4}>
          {puja.location}
        </Text>
        <Text c="dark.7">{puja.aboutTemple}</Text>
      </DetailSection>
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
