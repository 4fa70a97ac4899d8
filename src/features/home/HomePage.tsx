import { ClosingCallToAction } from './ClosingCallToAction'
import { HomeHero } from './HomeHero'
import { ServicesSection } from './ServicesSection'
import { useStartingPrices } from './useStartingPrices'
import { WhyChooseUs } from './WhyChooseUs'

/** / — hero with the temple carousel, the three services with their starting prices, why choose us, a closing call. */
export function HomePage() {
  const prices = useStartingPrices()
  return (
    <>
      <HomeHero />
      <ServicesSection prices={prices} />
      <WhyChooseUs />
      <ClosingCallToAction />
    </>
  )
}
