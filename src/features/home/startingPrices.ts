/** The lowest price of the puja packages and of the chadava offerings, for the home page's service cards. */
import { fetchChadavas, fetchPujas } from '../../api/catalogue'
import { minimumPrice, type Priced } from '../../domain/money'

export interface StartingPrices {
  puja: Priced | null
  chadava: Priced | null
}

export async function loadStartingPrices(signal: AbortSignal): Promise<StartingPrices> {
  const [pujas, chadavas] = await Promise.allSettled([fetchPujas({ signal }), fetchChadavas({ signal })])
  return {
    puja:
      pujas.status === 'fulfilled' ? minimumPrice(pujas.value.flatMap((puja) => puja.pujaPackages)) : null,
    chadava:
      chadavas.status === 'fulfilled'
        ? minimumPrice(chadavas.value.flatMap((item) => item.availableOfferings))
        : null,
  }
}
