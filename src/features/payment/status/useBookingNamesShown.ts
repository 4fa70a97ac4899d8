import { fetchChadavas, fetchPujas } from '../../../api/catalogue'
import { pujaListFailures } from '../../../content/messages/catalogue'
import { chadavaNamesOf, pujaNamesOf, type BookingNames } from '../../../domain/payment/bookingNames'
import type { PaymentData } from '../../../domain/payment/paymentData'
import { activeLanguage, type Language } from '../../../lib/language'
import { useCatalogueResource, type CatalogueLoad } from '../../catalogue'
import { useLanguage } from '../../../components/useLanguage'

/** Whether the booking's names are in another language than `language`. */
function bookedInAnotherLanguage(data: PaymentData, language: Language): boolean {
  return data.language !== undefined && data.language !== language
}

/** The booked puja's or chadava's names in the language shown, from the catalogue; null when nothing needs asking. */
function namesLoad(data: PaymentData): CatalogueLoad<BookingNames> {
  return {
    load: async (signal) => {
      if (!bookedInAnotherLanguage(data, activeLanguage())) return null
      const { pujaDetails, chadavaDetails } = data
      if (pujaDetails) {
        const puja = (await fetchPujas({ signal })).find(({ _id }) => _id === pujaDetails.poojaId)
        return puja ? pujaNamesOf(pujaDetails, puja) : null
      }
      if (chadavaDetails) {
        const chadava = (await fetchChadavas({ signal })).find(({ _id }) => _id === chadavaDetails.chadavaId)
        return chadava ? chadavaNamesOf(chadavaDetails, chadava) : null
      }
      return null
    },
    // Never shown: without the catalogue's names, the page keeps those the booking was made with.
    failures: pujaListFailures,
  }
}

/**
 * The names to show for the booking on the status page (issue 13): booked in the language shown, its own (null); in
 * another, the catalogue's in this language, asked for when the page shows (and again on a switch of language). Until
 * they come, or if they cannot be had, the page shows the names it was booked with. Read once, on mount: give the
 * component a `key` per booking.
 */
export function useBookingNamesShown(data: PaymentData): BookingNames | null {
  const language = useLanguage()
  const { resource } = useCatalogueResource(namesLoad(data))
  if (!bookedInAnotherLanguage(data, language) || resource.status !== 'loaded') return null
  return resource.value
}
