import { Container, SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import type { Chadava, Offering } from '../../api/contract/catalogue'
import { AboutSections } from '../../components/catalogue/AboutSections'
import { DetailHeader } from '../../components/catalogue/DetailHeader'
import { ScheduleTiles } from '../../components/catalogue/ScheduleTiles'
import { DetailSection } from '../../components/catalogue/DetailSection'
import { HowItWorks } from '../../components/catalogue/HowItWorks'
import { InfoTile, PriceSummary } from '../../components/catalogue/InfoTile'
import { CatalogueDetailStatus } from '../../components/catalogue/ResourceStatus'
import { parseSchedule } from '../../domain/schedule'
import type { CatalogueResourceView } from '../../components/catalogue/catalogueResourceView'
import { chadavaDetailMessages as messages } from '../../content/messages/catalogueDetail'
import { commonMessages, detailLabels } from '../../content/messages/common'
import { minimumPrice } from '../../domain/money'
import { FloatingCart } from './FloatingCart'
import { OfferingCard } from './OfferingCard'
import { isSelected, sameOfferingsIn, toggleOffering } from '../../domain/booking/offeringSelection'
import { lazyUntilOpened } from '../../components/lazyUntilOpened'
import type { OfferingInfoModalProps } from './OfferingInfoModal'

/** An offering's details load once the page is used, not with it. */
const OfferingInfoModal = lazyUntilOpened<OfferingInfoModalProps>(
  () => import('./OfferingInfoModal').then((module) => module.OfferingInfoModal),
  ({ offering }) => offering !== null,
  { preloadOnFirstUse: true },
)

export const OFFERINGS_SECTION_ID = 'choose-offerings'

interface ChadavaDetailViewProps {
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
  return (
    <CatalogueDetailStatus resource={resource} onRetry={onRetry} texts={messages} backTo="/chadava">
      {(chadava) => (
        <ChadavaDetail chadava={chadava} initialSelection={initialSelection} onProceed={onProceed} />
      )}
    </CatalogueDetailStatus>
  )
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
  const [info, setInfo] = useState<Offering | null>(null)
  const [selectedOf, setSelectedOf] = useState(chadava)
  if (selectedOf !== chadava) {
    // The same chadava in the language just chosen: the cart keeps its offerings, and an offering's details stay
    // open, named in that language.
    setSelectedOf(chadava)
    setSelected(sameOfferingsIn(selected, selectedOf, chadava))
    setInfo(info && (sameOfferingsIn([info], selectedOf, chadava)[0] ?? null))
  }
  const [emptyAlert, setEmptyAlert] = useState(false)
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
    <div>
      <Container size="lg" pt="lg">
        <DetailHeader
          back={{ to: '/chadava', label: messages.back }}
          images={chadava.imagesUrls}
          tag={chadava.tag[0]}
          title={chadava.name}
          description={chadava.description}
          bookTargetId={OFFERINGS_SECTION_ID}
        >
          <PriceSummary
            label={commonMessages.startingFrom}
            price={startingPrice}
            count={messages.offeringsAvailable(chadava.availableOfferings.length)}
          />
          {hasDate && <ScheduleTiles value={chadava.datetime} />}
          <InfoTile label={detailLabels.temple} value={chadava.templeName} />
        </DetailHeader>
      </Container>
      {/* The cart floats over this part of the page only, never over the top with its Book Now (its CSS). */}
      <div>
        <Container size="lg" pb="lg">
          <AboutSections
            about={{
              id: 'about-chadava',
              title: messages.about,
              text: chadava.moreAbout,
              benefitsTitle: messages.benefits,
              benefits: chadava.benefits,
            }}
            temple={{ name: chadava.templeName, text: messages.templeText }}
          />
          <DetailSection id={OFFERINGS_SECTION_ID} title={messages.chooseOfferings}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {/* Keyed by place, as an offering is known across languages: its card stays on a switch (and the
                  focus given back to it when its details close). */}
              {chadava.availableOfferings.map((offering, place) => (
                <OfferingCard
                  key={place}
                  offering={offering}
                  selected={isSelected(selected, offering)}
                  onToggle={() => toggle(offering)}
                  onShowInfo={() => setInfo(offering)}
                />
              ))}
            </SimpleGrid>
          </DetailSection>
          <HowItWorks title={messages.howItWorks} steps={messages.steps} />
          <OfferingInfoModal offering={info} onClose={() => setInfo(null)} />
        </Container>
        {/* Outside the page's column, so that it floats at the screen's right edge (ChadavaDetail.module.css). */}
        <FloatingCart
          selected={selected}
          showEmptyAlert={emptyAlert}
          onClear={() => setSelected([])}
          onProceed={proceed}
        />
      </div>
    </div>
  )
}
