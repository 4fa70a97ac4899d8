import { Anchor, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Chadava, Offering } from '../../api/schemas'
import { BenefitList, DetailSection } from '../../components/catalogue/DetailSection'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import {
  CatalogueError,
  CatalogueLoading,
  CatalogueNotFound,
} from '../../components/catalogue/ResourceStatus'
import { formatScheduleDate, formatScheduleTime, parseSchedule } from '../../components/catalogue/schedule'
import type { CatalogueResourceView } from '../../components/catalogue/useCatalogueResource'
import { InfoTile, PriceSummary } from '../../components/catalogue/InfoTile'
import { ImageSlideshow } from '../../components/ImageSlideshow'
import { minimumPrice } from '../../lib/money'
import { chadavaSteps } from './chadavaSteps'
import classes from './ChadavaDetail.module.css'
import { FloatingCart } from './FloatingCart'
import { OfferingCard } from './OfferingCard'
import { OfferingInfoModal } from './OfferingInfoModal'
import { isSelected, offeringKey, toggleOffering } from './offeringSelection'

export const OFFERINGS_SECTION_ID = 'choose-offerings'

export interface ChadavaDetailViewProps {
  resource: CatalogueResourceView<Chadava>
  onRetry: () => void
  /** Offerings chosen before the visitor's first render (stories show the cart this way). */
  initialSelection?: Offering[]
  /** Called by Proceed to Booking with at least one offering; the booking flow starts from here. */
  onProceed?: (selected: Offering[]) => void
}

function scrollToOfferings() {
  document.getElementById(OFFERINGS_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
}

/** /chadava/:chadavaId — the service, its offerings and the floating cart (SPEC §2, §4). */
export function ChadavaDetailView({
  resource,
  onRetry,
  initialSelection,
  onProceed,
}: ChadavaDetailViewProps) {
  switch (resource.status) {
    case 'loading':
      return <CatalogueLoading text="Loading sacred offerings..." />
    case 'error':
      return <CatalogueError message={resource.message} onRetry={onRetry} />
    case 'notFound':
      return (
        <CatalogueNotFound
          title="Chadava Not Found"
          message="We could not find this chadava service. It may have been removed or the link may be incomplete."
          backTo="/chadava"
          backLabel="Browse All Chadava"
        />
      )
    case 'loaded':
      return (
        <ChadavaDetail chadava={resource.value} initialSelection={initialSelection} onProceed={onProceed} />
      )
  }
}

function ChadavaDetail({
  chadava,
  initialSelection = [],
  onProceed,
}: {
  chadava: Chadava
  initialSelection?: Offering[]
  onProceed?: (selected: Offering[]) => void
}) {
  const [selected, setSelected] = useState<Offering[]>(initialSelection)
  const [emptyAlert, setEmptyAlert] = useState(false)
  const [info, setInfo] = useState<Offering | null>(null)
  const startingPrice = minimumPrice(chadava.availableOfferings)
  const hasDate = parseSchedule(chadava.datetime) !== null

  const toggle = (offering: Offering) => {
    setSelected((current) => toggleOffering(current, offering))
    setEmptyAlert(false)
  }
  const proceed = () => {
    if (selected.length === 0) {
      setEmptyAlert(true)
      return
    }
    onProceed?.(selected)
  }

  return (
    <Container size="lg" py="lg" className={classes.page}>
      <Anchor component={Link} to="/chadava" fz="sm" c="maroon.8">
        ← All Chadava
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
        <ImageSlideshow images={chadava.imagesUrls} alt={chadava.name} />
        <Stack gap="sm">
          {chadava.tag[0] && (
            <Group gap="xs">
              <Badge color="maroon" variant="light">
                {chadava.tag[0]}
              </Badge>
            </Group>
          )}
          <Title order={1} c="maroon.8" fz={{ base: 'h2', sm: 'h1' }}>
            {chadava.name}
          </Title>
          <Text c="dark.7">{chadava.description}</Text>
          <PriceSummary
            label="Starting from"
            price={startingPrice}
            count={`${chadava.availableOfferings.length} ${chadava.availableOfferings.length === 1 ? 'offering' : 'offerings'} available`}
          />
          {hasDate && (
            <SimpleGrid cols={2} spacing="xs">
              <InfoTile label="Date" value={formatScheduleDate(chadava.datetime)} />
              <InfoTile label="Time" value={formatScheduleTime(chadava.datetime)} />
            </SimpleGrid>
          )}
          <InfoTile label="Temple" value={chadava.templeName} />
          <Button size="md" onClick={scrollToOfferings} mt="xs">
            Book Now
          </Button>
        </Stack>
      </SimpleGrid>

      <DetailSection id="about-chadava" title="About This Chadava">
        <Text c="dark.7">{chadava.moreAbout}</Text>
        <BenefitList title="Benefits" benefits={chadava.benefits} />
      </DetailSection>
      <DetailSection id="about-temple" title="About the Temple">
        <Text fw={600} c="maroon.8" mb={4}>
          {chadava.templeName}
        </Text>
        <Text c="dark.7">
          Your offerings are placed before the deity by the temple's own priests, following the temple's
          traditions, with a sankalp taken in your name and gotra. Every item is sourced fresh and offered
          with devotion.
        </Text>
      </DetailSection>
      <DetailSection id={OFFERINGS_SECTION_ID} title="Choose Your Offerings">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {chadava.availableOfferings.map((offering) => (
            <OfferingCard
              key={offeringKey(offering)}
              offering={offering}
              selected={isSelected(selected, offering)}
              onToggle={() => toggle(offering)}
              onShowInfo={() => setInfo(offering)}
            />
          ))}
        </SimpleGrid>
      </DetailSection>
      <HowItWorks title="How This Chadava Works" steps={chadavaSteps} />
      <OfferingInfoModal offering={info} onClose={() => setInfo(null)} />
      <FloatingCart
        selected={selected}
        showEmptyAlert={emptyAlert}
        onClear={() => setSelected([])}
        onProceed={proceed}
      />
    </Container>
  )
}
