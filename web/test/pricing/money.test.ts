import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents, lineCents, toCents, unitCents } from '../../src/pricing/money.ts'

// CMS amounts: dollars with at most two decimals (the schema's precision rule).
const amount = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100)

describe('money', () => {
  it('turns CMS amounts into exact whole cents', () => {
    fc.assert(
      fc.property(amount, (dollars) => {
        const cents = toCents(dollars)
        expect(Number.isInteger(cents)).toBe(true)
        expect(cents / 100).toBe(dollars)
      }),
    )
    expect(toCents(0.1 + 0.2)).toBe(30)
  })

  it('prices a line from the chosen variant, else the base amount', () => {
    const price = {
      amount: 20,
      variants: [
        { _key: 'v1', label: 'Medium', amount: 20 },
        { _key: 'v2', label: 'Large', amount: 28.5 },
      ],
    }
    expect(unitCents(price)).toBe(2000)
    expect(unitCents(price, 'v2')).toBe(2850)
    expect(unitCents(price, 'gone')).toBe(2000)
    expect(lineCents(2850, 3)).toBe(8550)
  })

  it('sums lines exactly, whatever the order', () => {
    const lines = fc.array(fc.record({ amount, quantity: fc.integer({ min: 1, max: 500 }) }), { maxLength: 40 })
    fc.assert(
      fc.property(lines, (entries) => {
        const total = entries.reduce((sum, e) => sum + lineCents(toCents(e.amount), e.quantity), 0)
        const reversed = [...entries].reverse().reduce((sum, e) => sum + lineCents(toCents(e.amount), e.quantity), 0)
        expect(total).toBe(reversed)
        expect(Number.isInteger(total)).toBe(true)
        expect(formatCents(total)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
      }),
    )
  })

  it('formats with a dollar sign, thousands separators and two decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50')
    expect(formatCents(150)).toBe('$1.50')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(15000)).toBe('$150.00')
  })
})
