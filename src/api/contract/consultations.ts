/**
 * SPEC §9: the consultation packs and their prices in rupees. The site charges them and the backend books a
 * consultation only for a payment of its pack's price, so both sides read them here.
 */
export type ConsultationDuration = '10' | '20'

export const CONSULTATION_PRICES: Record<ConsultationDuration, number> = { '10': 101, '20': 201 }

/** The pack a consultation order names: '{duration} Minutes Consultation'. */
export function consultationPack(duration: ConsultationDuration): string {
  return `${duration} Minutes Consultation`
}

/** The duration a pack names; null for a pack the site does not sell. */
export function durationOfPack(pack: string): ConsultationDuration | null {
  return (
    (Object.keys(CONSULTATION_PRICES) as ConsultationDuration[]).find(
      (duration) => consultationPack(duration) === pack,
    ) ?? null
  )
}
