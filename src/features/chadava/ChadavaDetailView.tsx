import { Container, SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import type { Chadava, Offering } from '../../api/schemas'
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
import { minimumPrice } from '../../domain/money'
import { chadavaSteps } from './chadavaSteps'
import classes from './ChadavaDetail.module.css'
import { FloatingCart } from './FloatingCart'
import { OfferingCard } from './OfferingCard'
import { OfferingInfoModal } from './OfferingInfoModal'
import { isSelected, offeringKey, toggleOffering } from './offeringSelection'

export const OFFERINGS_SECTION_ID = 'choose-offerings'

/** 'About the Temple' of a chadava: the data has no temple text, so a generic one. */
const TEMPLE_TEXT =
  "Your offerings are placed before the deity by the temple's own priests, following the temple's traditions, with a sankalp taken in your name and gotra. Every item is sourced fresh and offered with devotion."

export interface ChadavaDetailViewProps {
  resource: CatalogueResourceView<Chadava>
  onRetry: () => void
  /** Offerings chosen before the visitor's first render (stories show the cart this way). */
  initialSelection?: Offering[]
  /** Called by Proceed to Booking with at least one offering; the booking flow starts from here. */
  onProceed?: (selected: Offering[]) => void
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
      <DetailHeader
        back={{ to: '/chadava', label: 'All Chadava' }}
        images={chadava.imagesUrls}
        tag={chadava.tag[0]}
        title={chadava.name}
        description={chadava.description}
        bookTargetId={OFFERINGS_SECTION_ID}
      >
        <PriceSummary
          label="Starting from"
          price={startingPrice}
          count={`${chadava.availableOfferings.length} ${chadava.availableOfferings.length === 1 ? 'offering' : 'offerings'} available`}
        />
        {hasDate && <ScheduleTiles value={chadava.datetime} />}
        <InfoTile label="Temple" value={chadava.templeName} />
      </DetailHeader>
      <AboutSections
        about={{
          id: 'about-chadava',
          title: 'About This Chadava',
          text: chadava.moreAbout,
          benefitsTitle: 'Benefits',
          benefits: chadava.benefits,
        }}
        temple={{ name: chadava.templeName, text: TEMPLE_TEXT }}
      />
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
