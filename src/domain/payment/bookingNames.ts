/**
 * A booking's puja or chadava named in another language than it was booked in (issue 13): the session keeps the names
 * the visitor read while booking; the status page shows those of the language being shown, found in the catalogue by
 * the puja's package id and the offerings' places in the chadava's list. A name that cannot be found there stays as
 * it was booked.
 */
import type { Chadava, Puja } from '../../api/contract/catalogue'
import type { ChadavaPaymentDetails, PaymentData, PujaPaymentDetails } from './paymentData'

export interface BookingNames {
  pujaDetails?: Pick<PujaPaymentDetails, 'title' | 'packageName' | 'location'>
  chadavaDetails?: Pick<ChadavaPaymentDetails, 'title' | 'templeName' | 'offerings'>
}

export function pujaNamesOf(details: PujaPaymentDetails, puja: Puja): BookingNames {
  const pkg = puja.pujaPackages.find(({ _id }) => _id === details.packageId)
  return {
    pujaDetails: {
      title: puja.title,
      packageName: pkg?.packageName ?? details.packageName,
      location: puja.location,
    },
  }
}

export function chadavaNamesOf(details: ChadavaPaymentDetails, chadava: Chadava): BookingNames {
  const names = (details.offeringPositions ?? []).flatMap(
    (place) => chadava.availableOfferings[place]?.name ?? [],
  )
  const everyOffering = names.length === details.selectedOfferings.length
  return {
    chadavaDetails: {
      title: chadava.name,
      templeName: chadava.templeName,
      offerings: everyOffering ? names.join(', ') : details.offerings,
    },
  }
}

/** The data with its puja or chadava named as `names` say; as it is without them. */
export function withNames(data: PaymentData, names: BookingNames | null): PaymentData {
  const { pujaDetails, chadavaDetails } = data
  return {
    ...data,
    ...(pujaDetails && names?.pujaDetails && { pujaDetails: { ...pujaDetails, ...names.pujaDetails } }),
    ...(chadavaDetails &&
      names?.chadavaDetails && { chadavaDetails: { ...chadavaDetails, ...names.chadavaDetails } }),
  }
}
