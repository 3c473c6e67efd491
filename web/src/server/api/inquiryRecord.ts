import type { ProductCardsQueryResult } from '@amaranth/schemas/sanity.types'
import type { ContactMessage } from '../../form-contracts/contactSchema.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import type { RecordFields } from './recordWriter.ts'

/** What the server needs of a catalogue product: read from the CMS, never from the request. */
export type CatalogueProduct = Pick<ProductCardsQueryResult[number], 'id' | 'name' | 'price'>

export type HireRecordResult = { ok: true; fields: RecordFields } | { ok: false; unknownItems: string[] }

const dollars = (cents: number) => (cents / 100).toFixed(2)

/**
 * SPEC.md §3's Equipment Hire Request record. Items has one line per item,
 * '{name} x {quantity} = ${subtotal}' (the variant, when chosen, in brackets after the name), and
 * Total Cost is a number; both are computed in whole cents from catalogue prices.
 */
export function equipmentHireRecord(
  request: EquipmentHireRequest,
  catalogue: readonly CatalogueProduct[],
): HireRecordResult {
  const byId = new Map(catalogue.map((product) => [product.id, product]))
  const lines: string[] = []
  const unknownItems: string[] = []
  let totalCents = 0

  for (const item of request.items) {
    const product = byId.get(item.productId)
    const variant = item.variantKey ? product?.price.variants.find((v) => v._key === item.variantKey) : undefined
    if (!product || (item.variantKey && !variant)) {
      unknownItems.push(item.variantKey ? `${item.productId} (${item.variantKey})` : item.productId)
      continue
    }
    const subtotalCents = Math.round((variant?.amount ?? product.price.amount) * 100) * item.quantity
    totalCents += subtotalCents
    const name = variant ? `${product.name} (${variant.label})` : product.name
    lines.push(`${name} x ${item.quantity} = $${dollars(subtotalCents)}`)
  }
  if (unknownItems.length) return { ok: false, unknownItems }

  return {
    ok: true,
    fields: {
      'First Name': request.firstName,
      'Last Name': request.lastName,
      Email: request.email,
      'Phone Number': request.phone,
      'Date of event': request.eventDate,
      'Venue/location': request.venue,
      Message: request.message,
      Items: lines.join('\n'),
      'Total Cost': totalCents / 100,
    },
  }
}

/** DESIGN.md's 'Contact Messages' record. */
export function contactRecord(message: ContactMessage): RecordFields {
  return {
    'Full Name': message.fullName,
    Email: message.email,
    'Phone Number': message.phone,
    Message: message.message,
  }
}
