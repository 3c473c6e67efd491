import type { ProductCardsQueryResult } from '@amaranth/schemas/sanity.types'
import type { ContactMessage } from '../../form-contracts/contactSchema.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { toDollars } from '../../pricing/money.ts'
import { priceList } from '../../pricing/priceList.ts'
import { messageWithPlan } from './planLine.ts'
import type { RecordFields, SubmissionDetails } from './recordWriter.ts'

/** What the server needs of a catalogue product: read from the CMS, never from the request. */
export type CatalogueProduct = Pick<ProductCardsQueryResult[number], 'id' | 'name' | 'price'>

export type HireRecordResult =
  { ok: true; fields: RecordFields; details: SubmissionDetails } | { ok: false; unknownItems: string[] }

// Airtable's Items text has always shown plain two-decimal amounts, without the site's '$1,234.50' grouping.
const dollars = (cents: number) => toDollars(cents).toFixed(2)

/**
 * The Equipment Hire Request record (docs/product/inquiries.md, Airtable records). Items has one line per item,
 * '{name} x {quantity} = ${subtotal}' (the variant, when chosen, in brackets after the name), and
 * Total Cost is a number; both are computed in whole cents from catalogue prices.
 */
export function equipmentHireRecord(
  request: EquipmentHireRequest,
  catalogue: readonly CatalogueProduct[],
): HireRecordResult {
  const { lines, unknown, totalCents } = priceList(request.items, catalogue)
  if (unknown.length) {
    return {
      ok: false,
      unknownItems: unknown.map((item) =>
        item.variantKey ? `${item.productId} (${item.variantKey})` : item.productId,
      ),
    }
  }
  const named = lines.map(({ item, product, variant, lineCents }) => ({
    name: variant ? `${product.name} (${variant.label})` : product.name,
    quantity: item.quantity,
    lineCents,
  }))
  const items = named.map(({ name, quantity, lineCents }) => `${name} x ${quantity} = $${dollars(lineCents)}`)
  return {
    ok: true,
    fields: {
      'First Name': request.firstName,
      'Last Name': request.lastName,
      Email: request.email,
      'Phone Number': request.phone,
      'Date of event': request.eventDate,
      'Venue/location': request.venue,
      Message: messageWithPlan(request),
      Items: items.join('\n'),
      'Total Cost': toDollars(totalCents),
    },
    details: { items: named, totalCents },
  }
}

/** The 'Contact Messages' record (docs/product/inquiries.md, Airtable records). */
export function contactRecord(message: ContactMessage): RecordFields {
  return {
    'Full Name': message.fullName,
    Email: message.email,
    'Phone Number': message.phone,
    Message: message.message,
  }
}
