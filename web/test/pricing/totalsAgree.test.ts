import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../src/catalogue/catalogueQueries.ts'
import type { EquipmentHireRequest } from '../../src/form-contracts/inquirySchema.ts'
import { hireListLines } from '../../src/hire-list/useHireListLines.ts'
import { formatMoney } from '../../src/lib/format/money.ts'
import { formatCents, toCents } from '../../src/pricing/money.ts'
import { equipmentHireRecord } from '../../src/server/api/inquiryRecord.ts'

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
