import { coversPostcode, isAllocatedPostcode, POSTCODE_SHAPE } from '@amaranth/schemas/rules/postcodes'
import { deliveryChargeName, waiverChargeName } from '../lib/feeLines.ts'
import { depositOf } from './deposit.ts'
import { toCents } from './money.ts'

// The fee lines' names are in lib/feeLines.ts, shared with availability, which reads them back out of a
// request's Items and may import nothing of pricing (decision 0018).
export { deliveryChargeName, waiverChargeName }

/**
 * The estimate beyond the items (docs/product/hire-list.md#the-estimate): delivery, setup and collection
 * by the venue postcode's zone, the zone's minimum order, and the optional damage waiver. The hire list,
 * the inquiry's order summary and the server's Airtable record and emails all price through here, from
 * charges read from the CMS, so the total a visitor sees is the Total Cost staff receive.
 */
export type DeliveryZone = {
  id: string
  name: string
  postcodes: readonly string[]
  fee: number
  minimumOrder: number
}

export type HireCharges = {
  zones: readonly DeliveryZone[]
  damageWaiverPercent: number
  depositPercent: number
}

export type Delivery =
  /** No usable postcode yet: the estimate is the items alone. */
  | { kind: 'none' }
  | { kind: 'zone'; zone: DeliveryZone; feeCents: number; minimumCents: number; shortfallCents: number }
  /** A postcode no zone lists: delivery is quoted for the venue and adds nothing here. */
  | { kind: 'quote'; postcode: string }

/** A fee as the record writes it: one more `Items` line, `{name} x 1 = ${cents}`. */
export type Charge = { name: string; cents: number }

export type Estimate = {
  itemsCents: number
  delivery: Delivery
  waiver: { percent: number; cents: number } | null
  charges: Charge[]
  totalCents: number
  depositPercent: number
  depositCents: number
}

/** A postcode as typed, if it is four digits Australia Post allocates; otherwise null. */
export function readPostcode(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  return POSTCODE_SHAPE.test(text) && isAllocatedPostcode(Number(text)) ? text : null
}

export function zoneFor(zones: readonly DeliveryZone[], postcode: string): DeliveryZone | undefined {
  return zones.find((zone) => coversPostcode(zone.postcodes, Number(postcode)))
}

function deliveryFor(postcode: string | null, zones: readonly DeliveryZone[], itemsCents: number): Delivery {
  if (!postcode) return { kind: 'none' }
  const zone = zoneFor(zones, postcode)
  if (!zone) return { kind: 'quote', postcode }
  const minimumCents = toCents(zone.minimumOrder)
  return {
    kind: 'zone',
    zone,
    feeCents: toCents(zone.fee),
    minimumCents,
    shortfallCents: Math.max(0, minimumCents - itemsCents),
  }
}

/**
 * The whole estimate for items worth `itemsCents`. An empty list has nothing to deliver or cover, so no
 * fee applies to it. The waiver is a percentage of the items only, rounded to the cent once. The deposit
 * here is the estimate's, as the hire list and the inquiry's record show it; the one charged is computed
 * on the server from the quote's Total Cost when the couple pays online (decision 0026).
 */
export function estimateHire({
  itemsCents,
  postcode,
  damageWaiver,
  charges,
}: {
  itemsCents: number
  postcode?: string
  damageWaiver: boolean
  charges: HireCharges
}): Estimate {
  const hasItems = itemsCents > 0
  const delivery = deliveryFor(readPostcode(postcode), charges.zones, itemsCents)
  const percent = charges.damageWaiverPercent
  const waiver =
    damageWaiver && hasItems && percent > 0 ? { percent, cents: Math.round((itemsCents * percent) / 100) } : null
  const lines: Charge[] = []
  if (delivery.kind === 'zone' && hasItems)
    lines.push({ name: deliveryChargeName(delivery.zone), cents: delivery.feeCents })
  if (waiver) lines.push({ name: waiverChargeName(waiver.percent), cents: waiver.cents })
  const totalCents = itemsCents + lines.reduce((sum, line) => sum + line.cents, 0)
  return {
    itemsCents,
    delivery,
    waiver,
    charges: lines,
    totalCents,
    depositPercent: charges.depositPercent,
    depositCents: depositOf(totalCents, charges.depositPercent),
  }
}
