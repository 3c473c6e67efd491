import type { HireChargesQueryResult } from '@amaranth/schemas/sanity.types'
import type { DeliveryZone, HireCharges } from './estimate.ts'

/**
 * The CMS's answer as the estimate reads it. A zone without a name or fee is left out (it cannot be
 * priced); the Studio's validation stops staff publishing one, this stops a draft-era document
 * breaking the estimate.
 */
export function hireChargesFrom(result: HireChargesQueryResult | null | undefined): HireCharges & {
  termsVersion: string | null
  damageWaiverSummary: string | null
} {
  const zones: DeliveryZone[] = (result?.zones ?? []).flatMap((zone) =>
    zone.name && typeof zone.fee === 'number'
      ? [{ id: zone.id, name: zone.name, postcodes: zone.postcodes, fee: zone.fee, minimumOrder: zone.minimumOrder }]
      : [],
  )
  // Without the hire terms document there is no waiver or deposit to offer.
  const terms = result && 'termsVersion' in result ? result : null
  return {
    zones,
    damageWaiverPercent: terms?.damageWaiverPercent ?? 0,
    depositPercent: terms?.depositPercent ?? 0,
    termsVersion: terms?.termsVersion ?? null,
    damageWaiverSummary: terms?.damageWaiverSummary ?? null,
  }
}
