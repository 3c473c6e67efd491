import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../src/catalogue/catalogueQueries.ts'
import type { EquipmentHireRequest } from '../../src/form-contracts/inquirySchema.ts'
import { hireListLines } from '../../src/hire-list/useHireListLines.ts'
import { formatMoney } from '../../src/lib/format/money.ts'
import { formatCents, toCents } from '../../src/pricing/money.ts'
import { estimateHire, type DeliveryZone } from '../../src/pricing/estimate.ts'
import { equipmentHireRecord, type CurrentCharges } from '../../src/server/api/inquiryRecord.ts'

// CMS amounts are dollars with at most two decimals; names are one line of text.
const text = fc.stringMatching(/^[A-Za-z0-9 ,'()-]{1,24}$/)
const amount = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100)

const variants = fc.uniqueArray(fc.record({ _key: fc.string({ minLength: 1, maxLength: 6 }), label: text, amount }), {
  selector: (variant) => variant._key,
  maxLength: 4,
})

const catalogue: fc.Arbitrary<ProductCard[]> = fc
  .uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 8 }), name: text, amount, variants }), {
    selector: (product) => product.id,
    minLength: 1,
    maxLength: 12,
  })
  .map((products) =>
    products.map(({ id, name, amount, variants }) => ({
      id,
      name,
      categoryId: 'linen' as const,
      price: { amount, unit: 'each', label: `$${amount} each`, variants },
      image: { alt: '', crop: null, hotspot: null, asset: { _id: 'image', width: null, height: null, lqip: null } },
    })),
  )

/** A list the visitor could build: catalogue products, their base price or one of their variants. */
const catalogueAndList = catalogue.chain((products) =>
  fc.tuple(
    fc.constant(products),
    fc.array(
      fc
        .record({
          product: fc.constantFrom(...products),
          variantPick: fc.nat(),
          quantity: fc.integer({ min: 1, max: 10_000 }),
        })
        .map(({ product, variantPick, quantity }) => {
          const options = [undefined, ...product.price.variants.map((variant) => variant._key)]
          const variantKey = options[variantPick % options.length]
          return variantKey ? { productId: product.id, variantKey, quantity } : { productId: product.id, quantity }
        }),
      { maxLength: 20 },
    ),
  ),
)

const visitor = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  eventDate: '2030-01-01',
  venue: 'Montville',
  message: 'Hello',
  postcode: '',
  acceptTerms: true,
  damageWaiver: false,
  submissionId: 'property-test',
}

describe('the hire list total and the Airtable record agree', () => {
  it('for any catalogue and list, the Total Cost sent is the total shown, and each line too', () => {
    fc.assert(
      fc.property(catalogueAndList, ([products, items]) => {
        const shown = hireListLines(items, products)
        const record = equipmentHireRecord({ ...visitor, items } as EquipmentHireRequest, products)
        if (!record.ok) throw new Error(`refused ${record.unknownItems.join(', ')}`)

        const totalCost = record.fields['Total Cost'] as number
        expect(toCents(totalCost)).toBe(shown.totalCents)
        expect(formatMoney(totalCost)).toBe(formatCents(shown.totalCents))

        const itemLines = String(record.fields.Items).split('\n').filter(Boolean)
        expect(itemLines).toHaveLength(shown.lines.length)
        shown.lines.forEach((line, index) => {
          expect(itemLines[index]).toMatch(new RegExp(` x ${line.quantity} = \\$${(line.lineCents / 100).toFixed(2)}$`))
        })
      }),
    )
  })
})

/** Zones as staff could save them: disjoint postcode ranges, each a fee and a minimum in dollars and cents. */
const zones: fc.Arbitrary<DeliveryZone[]> = fc
  .uniqueArray(fc.integer({ min: 2, max: 99 }), { maxLength: 5 })
  .chain((hundreds) =>
    fc.tuple(
      ...hundreds.map((hundred, index) =>
        fc
          .record({ fee: amount, minimumOrder: amount, width: fc.integer({ min: 0, max: 99 }) })
          .map(({ fee, minimumOrder, width }): DeliveryZone => ({
            id: `zone-${index}`,
            name: `Zone ${index}`,
            // 0200-9999 are allocated; each zone takes part of its own hundred, so none overlap.
            postcodes: [`${String(hundred * 100).padStart(4, '0')}-${String(hundred * 100 + width).padStart(4, '0')}`],
            fee,
            minimumOrder,
          })),
      ),
    ),
  )

const charges: fc.Arbitrary<CurrentCharges> = fc.record({
  zones,
  damageWaiverPercent: fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
  depositPercent: fc.integer({ min: 0, max: 100 }),
  termsVersion: fc.constant('2026-11-01'),
})

/** Any four-digit postcode, allocated or not, or none. */
const postcode = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
)

describe('the whole estimate and the Airtable record agree', () => {
  it('for any catalogue, zones, list, postcode and waiver choice, the total shown is the Total Cost sent, and the Items lines add up to it', () => {
    fc.assert(
      fc.property(catalogueAndList, charges, postcode, fc.boolean(), ([products, items], rules, code, damageWaiver) => {
        const shown = hireListLines(items, products)
        const estimate = estimateHire({ itemsCents: shown.totalCents, postcode: code, damageWaiver, charges: rules })
        const request = { ...visitor, items, postcode: code, damageWaiver } as EquipmentHireRequest
        const record = equipmentHireRecord(request, products, rules)
        if (!record.ok) throw new Error(`refused ${record.unknownItems.join(', ')}`)

        expect(toCents(record.fields['Total Cost'] as number)).toBe(estimate.totalCents)
        const lines = String(record.fields.Items).split('\n').filter(Boolean)
        expect(lines).toHaveLength(shown.lines.length + estimate.charges.length)
        const sum = lines.reduce((cents, line) => cents + toCents(Number(/ = \$(\d+\.\d{2})$/.exec(line)![1])), 0)
        expect(sum).toBe(estimate.totalCents)
      }),
      { numRuns: 300 },
    )
  })
})
