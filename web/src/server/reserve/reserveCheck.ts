import { stockKey } from '../../availability/stock.ts'
import type { CountsOnDate } from '../../availability/listCheck.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { estimateHire } from '../../pricing/estimate.ts'
import { hireChargesFrom } from '../../pricing/hireCharges.ts'
import { priceList } from '../../pricing/priceList.ts'
import { checkReservable, reserveRulesFrom, type ReserveAnswer, type ReserveRules } from '../../reserve/reserveRules.ts'
import { equipmentHireRecord, type CatalogueProduct } from '../api/inquiryRecord.ts'
import type { RecordFields, SubmissionDetails } from '../api/recordWriter.ts'

/** The charges' answer as the CMS gives it (hireChargesQuery): zones, waiver, deposit, terms and the rules. */
export type ChargesAnswer = Parameters<typeof hireChargesFrom>[0] & { conversationProductIds?: string[] | null }

export type ServerCheck =
  | { reservable: false; answer: Extract<ReserveAnswer, { reservable: false }> }
  | {
      reservable: true
      totalCents: number
      depositCents: number
      rules: ReserveRules
      record: { fields: RecordFields; details: SubmissionDetails }
    }

/**
 * The hire list a couple reserves, checked again on the server from the CMS (decision 0032): priced with
 * the inquiry's own path (priceList, estimateHire, equipmentHireRecord), the rules asked of the same pure
 * module the hire list asks (reserveRules.ts), against what is free on the date. A pickup is priced
 * without delivery, as the list prices it. The deposit held is the estimate's: the figure the page showed.
 */
export function checkOnServer({
  request,
  pickup,
  catalogue,
  charges,
  counts,
  now,
}: {
  request: EquipmentHireRequest
  pickup: boolean
  catalogue: readonly CatalogueProduct[]
  charges: ChargesAnswer
  counts: CountsOnDate | null
  now: number
}): ServerCheck {
  const rules = reserveRulesFrom(charges ?? undefined)
  const hire = hireChargesFrom(charges)
  const conversation = new Set(charges?.conversationProductIds ?? [])
  const priced = priceList(request.items, catalogue)
  const postcode = pickup ? undefined : request.postcode
  const estimate = estimateHire({
    itemsCents: priced.totalCents,
    postcode,
    damageWaiver: request.damageWaiver,
    charges: hire,
  })
  const answer = checkReservable({
    lines: priced.lines.map(({ item, product, variant }) => ({
      productId: item.productId,
      variantKey: item.variantKey,
      name: variant ? `${product.name} (${variant.label})` : product.name,
      quantity: item.quantity,
      counted: counts ? counts[stockKey(item.productId, item.variantKey)] !== undefined : true,
      needsConversation: conversation.has(item.productId),
    })),
    eventDate: request.eventDate,
    today: businessToday(now),
    fulfilment: pickup ? { kind: 'pickup' } : { kind: 'delivery', postcode: request.postcode },
    estimate: priced.unknown.length ? null : estimate,
    availability: counts,
    rules,
  })
  if (!answer.reservable) return { reservable: false, answer }
  const record = equipmentHireRecord({ ...request, postcode: postcode ?? '' }, catalogue, hire, new Date(now))
  if (!record.ok)
    return { reservable: false, answer: { reservable: false, reasons: [{ rule: 'unpriced', words: null }] } }
  return { reservable: true, totalCents: answer.totalCents, depositCents: answer.depositCents, rules, record }
}
