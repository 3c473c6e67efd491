import { CONTACT_FIELDS as C, HIRE_FIELDS as H, type AirtableFields } from '@amaranth/schemas/airtable'
import type { ProductCardsQueryResult } from '@amaranth/schemas/sanity.types'
import type { ContactMessage } from '../../form-contracts/contactSchema.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { deliveryChargeName, estimateHire, type Estimate, type HireCharges } from '../../pricing/estimate.ts'
import { toDollars } from '../../pricing/money.ts'
import { priceList } from '../../pricing/priceList.ts'
import { hireNotes, type TermsSeen } from './hireNotes.ts'
import { planWords } from './planLine.ts'
import type { RecordFields, SubmissionDetails } from './recordWriter.ts'
import { hireChargesFrom } from '../../pricing/hireCharges.ts'

/** What the server needs of a catalogue product: read from the CMS, never from the request. */
export type CatalogueProduct = Pick<ProductCardsQueryResult[number], 'id' | 'name' | 'price'>

/** The charges as the CMS holds them now, and the version of the hire terms in force. */
export type CurrentCharges = HireCharges & { termsVersion: string | null }

export type HireRecordResult =
  { ok: true; fields: RecordFields; details: SubmissionDetails } | { ok: false; unknownItems: string[] }

// Airtable's Items text has always shown plain two-decimal amounts, without the site's '$1,234.50' grouping.
const dollars = (cents: number) => toDollars(cents).toFixed(2)

/** No hire terms read: no zones, no waiver, no deposit (the one rule, pricing/hireCharges.ts). */
const NO_CHARGES: CurrentCharges = hireChargesFrom(null)

/**
 * When the charges could not be read: an Items line in the shape of the delivery fee's (so availability
 * reads it as a fee, not a product), and the words for staff.
 */
const FEES_UNREAD_LINE = deliveryChargeName({ name: 'to be confirmed' })
const FEES_UNREAD_DELIVERY = 'delivery and fees to be confirmed'
const feesUnreadNote = (damageWaiver: boolean) =>
  `Total Cost is the items alone; delivery, setup and collection${damageWaiver ? ' and the damage waiver' : ''} are to be confirmed (our charges could not be read when this was sent)`

/** How delivery stands, in a few words for staff and the emails. */
function deliveryWords(estimate: Estimate): string | undefined {
  const { delivery } = estimate
  if (delivery.kind === 'zone') {
    const short =
      delivery.shortfallCents > 0 ? `; ${'$' + dollars(delivery.shortfallCents)} below its minimum order` : ''
    return `${delivery.zone.name}${short}`
  }
  if (delivery.kind === 'quote') return 'outside our delivery zones: delivery to be quoted'
  return undefined
}

/**
 * The Equipment Hire Request record (docs/product/inquiries.md, Airtable records). Items has one line per item,
 * '{name} x {quantity} = ${subtotal}' (the variant, when chosen, in brackets after the name), then one line
 * per fee in the same shape; Total Cost is a number including the fees. Everything is priced here, in whole
 * cents, from the catalogue and the charges in the CMS (docs/decisions/0021-hire-estimate-and-terms.md); the
 * request names only ids, quantities, the postcode and the waiver choice. `charges` null means they could
 * not be read: a list is then recorded at the items' price, its fees marked to be confirmed.
 */
export function equipmentHireRecord(
  request: EquipmentHireRequest,
  catalogue: readonly CatalogueProduct[],
  charges: CurrentCharges | null = NO_CHARGES,
  receivedAt: Date = new Date(),
): HireRecordResult {
  const { lines, unknown, totalCents: itemsCents } = priceList(request.items, catalogue)
  if (unknown.length) {
    return {
      ok: false,
      unknownItems: unknown.map((item) =>
        item.variantKey ? `${item.productId} (${item.variantKey})` : item.productId,
      ),
    }
  }
  const unread = charges === null && itemsCents > 0
  const estimate = estimateHire({
    itemsCents,
    // Unread zones place no postcode: it is neither in a zone nor outside them all.
    postcode: charges ? request.postcode : undefined,
    damageWaiver: request.damageWaiver,
    charges: charges ?? NO_CHARGES,
  })
  const named = lines.map(({ item, product, variant, lineCents }) => ({
    name: variant ? `${product.name} (${variant.label})` : product.name,
    quantity: item.quantity,
    lineCents,
  }))
  return {
    ok: true,
    ...hireRecord(request, receivedAt, {
      itemLines: [
        ...named.map(({ name, quantity, lineCents }) => `${name} x ${quantity} = $${dollars(lineCents)}`),
        ...estimate.charges.map(({ name, cents }) => `${name} x 1 = $${dollars(cents)}`),
        ...(unread ? [FEES_UNREAD_LINE] : []),
      ],
      totalCents: estimate.totalCents,
      termsNow: charges?.termsVersion ?? null,
      delivery: unread ? FEES_UNREAD_DELIVERY : deliveryWords(estimate),
      ...(unread ? { estimateNote: feesUnreadNote(request.damageWaiver) } : {}),
      details: {
        items: named,
        totalCents: estimate.totalCents,
        itemsCents,
        charges: estimate.charges,
        ...(estimate.depositPercent > 0 && estimate.totalCents > 0
          ? { deposit: { percent: estimate.depositPercent, cents: estimate.depositCents } }
          : {}),
        ...(unread ? { toConfirm: 'fees' as const } : {}),
      },
    }),
  }
}

const PRICES_UNREAD_NOTE =
  'prices, delivery and fees are to be confirmed: our catalogue could not be read when this was sent, so Items lists the pieces by product id (and size or finish) as the visitor chose them, and Total Cost is left empty'

/**
 * The record of a request with items when the catalogue could not be read: accepted all the same (an
 * estimate never blocks an inquiry), each line as the visitor sent it, by product id, its variant's key in
 * brackets, and quantity; nothing priced (the browser's prices are never taken) and Total Cost left out, so
 * no figure stands in Airtable until staff price the request.
 */
export function unpricedHireRecord(
  request: EquipmentHireRequest,
  receivedAt: Date = new Date(),
): { fields: RecordFields; details: SubmissionDetails } {
  const items = request.items.map((item) => ({
    name: item.variantKey ? `${item.productId} (${item.variantKey})` : item.productId,
    quantity: item.quantity,
  }))
  return hireRecord(request, receivedAt, {
    itemLines: [
      ...items.map(({ name, quantity }) => `${name} x ${quantity} = price to be confirmed`),
      FEES_UNREAD_LINE,
    ],
    totalCents: null,
    termsNow: null,
    delivery: FEES_UNREAD_DELIVERY,
    estimateNote: PRICES_UNREAD_NOTE,
    details: { items, charges: [], toConfirm: 'prices' },
  })
}

/** The record's fields and the emails' details, however far the request could be priced. */
function hireRecord(
  request: EquipmentHireRequest,
  receivedAt: Date,
  priced: {
    itemLines: string[]
    /** null: Total Cost is left out of the record. */
    totalCents: number | null
    termsNow: string | null
    delivery: string | undefined
    estimateNote?: string
    details: SubmissionDetails
  },
): { fields: RecordFields; details: SubmissionDetails } {
  const terms: TermsSeen = {
    accepted: request.acceptTerms,
    version: request.termsVersion ?? null,
    current: priced.termsNow,
    at: receivedAt,
  }
  const notes = hireNotes({
    postcode: request.postcode,
    delivery: priced.delivery,
    ...(priced.estimateNote ? { estimate: priced.estimateNote } : {}),
    terms,
    plan: planWords(request),
  })
  const fields: AirtableFields<'Equipment Hire Requests'> = {
    [H.firstName]: request.firstName,
    [H.lastName]: request.lastName,
    [H.email]: request.email,
    [H.phone]: request.phone,
    [H.eventDate]: request.eventDate,
    [H.venue]: request.venue,
    [H.message]: `${request.message}\n\n${notes.text}`,
    [H.items]: priced.itemLines.join('\n'),
    ...(priced.totalCents === null ? {} : { [H.total]: toDollars(priced.totalCents) }),
  }
  return {
    fields,
    details: { ...priced.details, visitorMessage: request.message, notes: notes.rows },
  }
}

/** The 'Contact Messages' record (docs/product/inquiries.md, Airtable records). */
export function contactRecord(message: ContactMessage): RecordFields {
  const fields: AirtableFields<'Contact Messages'> = {
    [C.fullName]: message.fullName,
    [C.email]: message.email,
    [C.phone]: message.phone,
    [C.message]: message.message,
  }
  return fields
}
