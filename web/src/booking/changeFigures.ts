import { estimateHire, type HireCharges } from '../pricing/estimate.ts'
import { changeClosedReason, changeLastDays, lineAllowance } from './changePolicy.ts'
import { formatEventDay } from '../availability/calendarDay.ts'
import { CANCELLATION_FEE_NAME } from '../lib/feeLines.ts'
import type { ChangeLine, ChangePolicy, ChangePreview } from './changeView.ts'

/**
 * The figures of a change to a confirmed booking (docs/product/inquiries.md#final-numbers), in whole
 * cents. Pure: the server computes them from the stored booking and the CMS's charges and policy; the
 * page only shows them. `short` (stock on the date) is the server's to fill.
 */

/** A line of the booking, or one the couple adds (`bookedQuantity` 0, the catalogue's `unitCents`). */
export type BookedLine = Pick<ChangeLine, 'key' | 'name' | 'bookedQuantity' | 'unitCents'>

/** How the booking was priced beyond its pieces: its venue postcode, its waiver, and the CMS's charges. */
export type BookingPricing = {
  postcode?: string
  /** The waiver's percentage as the booking's Items name it (bookingWaiverPercent), or null without one. */
  waiverPercent: number | null
  charges: HireCharges
}

/** The line the estimate writes for the waiver, whatever its amount: "Damage waiver (10%) x 1 = $45.00". */
const WAIVER_LINE = /^damage waiver \((\d+(?:\.\d)?)%\)/i

/** The waiver's percentage of a booking from its Items lines' texts, or null when it has no waiver line. */
export function bookingWaiverPercent(lines: readonly { text: string }[]): number | null {
  for (const { text } of lines) {
    const match = WAIVER_LINE.exec(text.trim())
    if (match) return Number(match[1])
  }
  return null
}

/**
 * The booking's total once its pieces are worth `afterItemsCents` instead of `beforeItemsCents`: the
 * total as it stands, moved by what the estimate (pricing/estimate.ts) says the change moves, so the
 * waiver follows the items and a charge staff wrote by hand stays as it is. Never below 0.
 */
export function changedTotal({
  beforeCents,
  beforeItemsCents,
  afterItemsCents,
  pricing,
}: {
  beforeCents: number
  beforeItemsCents: number
  afterItemsCents: number
  pricing: BookingPricing
}): number {
  const charges = { ...pricing.charges, damageWaiverPercent: pricing.waiverPercent ?? 0 }
  const total = (itemsCents: number) =>
    estimateHire({ itemsCents, postcode: pricing.postcode, damageWaiver: pricing.waiverPercent !== null, charges })
      .totalCents
  return Math.max(0, beforeCents + total(afterItemsCents) - total(beforeItemsCents))
}

/** The name of the line a late reduction's fee is written as in the booking's Items: "Cancellation fee x 1 = $80.00". */
export { CANCELLATION_FEE_NAME }

/** The cancellation fee kept for `removed` pieces at `unitCents`: `feePercent` of their price, rounded to the cent once. */
export const cancellationFeeCents = (removed: number, unitCents: number, feePercent: number) =>
  Math.round((removed * unitCents * feePercent) / 100)

/**
 * The old and new figures of a change on `today`. `requested` holds the quantities asked for by line
 * key; a booked line left out stays as booked. A change the policy refuses in part still gets its
 * figures, with every refusal named in `refused`: the server sends nothing that has one.
 */
export function changeFigures({
  lines,
  requested,
  policy,
  eventDate,
  today,
  beforeCents,
  paidCents,
  pricing,
}: {
  lines: readonly BookedLine[]
  requested: readonly { key: string; quantity: number }[]
  policy: ChangePolicy
  eventDate: string
  today: string
  /** `Total Cost` as it stands. */
  beforeCents: number
  /** Deposit and balances paid so far, less refunds. */
  paidCents: number
  pricing: BookingPricing
}): Omit<ChangePreview, 'short'> {
  const refused: string[] = []
  const closed = changeClosedReason(eventDate, today)
  if (closed) refused.push(closed)
  const allowance = lineAllowance(policy, eventDate, today)
  const last = changeLastDays(policy, eventDate)
  const byKey = new Map(lines.map((line) => [line.key, line]))
  const asked = new Map<string, number>()
  for (const { key, quantity } of requested) {
    const name = byKey.get(key)?.name ?? key
    if (!byKey.has(key)) refused.push(`${name}: not a line of your booking or the hire range.`)
    else if (asked.has(key)) refused.push(`${name}: asked for twice.`)
    else if (!Number.isSafeInteger(quantity) || quantity < 0)
      refused.push(`${name}: a quantity is a whole number, 0 or more.`)
    else asked.set(key, quantity)
  }

  const changed: ChangePreview['lines'] = []
  let beforeItemsCents = 0
  let afterItemsCents = 0
  let anyLeft = false
  for (const line of lines) {
    const from = line.bookedQuantity
    const to = asked.get(line.key) ?? from
    beforeItemsCents += from * line.unitCents
    afterItemsCents += to * line.unitCents
    anyLeft ||= to > 0
    if (to === from) continue
    let feeCents = 0
    if (closed) {
      // Named once above.
    } else if (to > from && allowance.increase === 'closed')
      refused.push(`${line.name}: the last day to add more was ${formatEventDay(last!.increase)}.`)
    else if (to < from && allowance.reduce === 'refused')
      refused.push(`${line.name}: the last day to reduce was ${formatEventDay(last!.reduce)}.`)
    else if (to < from && allowance.reduce === 'fee')
      feeCents = cancellationFeeCents(from - to, line.unitCents, allowance.feePercent)
    changed.push({ key: line.key, name: line.name, from, to, unitCents: line.unitCents, feeCents })
  }
  if (!anyLeft && lines.length > 0)
    refused.push('Removing every piece cancels the booking: call us or reply to our email to cancel it.')

  const feesKeptCents = changed.reduce((sum, line) => sum + line.feeCents, 0)
  const afterCents = changedTotal({ beforeCents, beforeItemsCents, afterItemsCents, pricing }) + feesKeptCents
  const atOnce = changed.length > 0 && changed.every((line) => line.to > line.from) && allowance.increase === 'at-once'
  return {
    lines: changed,
    beforeCents,
    afterCents,
    feesKeptCents,
    paidCents,
    differenceCents: afterCents - paidCents,
    applies: atOnce ? 'at-once' : 'with-staff',
    refused,
  }
}
