import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../../src/lib/format/money.ts'
import { formatNumber } from '../../../src/lib/format/number.ts'

// The formats were Intl's before decision 0030; they must still read exactly as Intl writes them.
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' })
const count = new Intl.NumberFormat('en-AU')

/** A fixed sequence (mulberry32), so a failure names the same values on every run. */
function numbers(seed: number, size: number, make: (unit: number) => number): number[] {
  let state = seed
  return Array.from({ length: size }, () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return make(((t ^ (t >>> 14)) >>> 0) / 4294967296)
  })
}

const edges = [
  0,
  -0,
  0.005,
  0.004,
  0.995,
  1.005,
  2.675,
  999.995,
  999,
  1000,
  1234.5,
  999999.999,
  1e6,
  12345678.9,
  0.1 + 0.2,
]
const amounts = [
  ...edges,
  ...edges.map((value) => -value).filter((value) => value !== 0),
  ...numbers(1, 3000, (unit) => Math.round(unit * 10_000_000) / 100),
  ...numbers(2, 2000, (unit) => unit * 100_000),
  ...numbers(3, 500, (unit) => -Math.round(unit * 100_000) / 100),
]

describe('the site’s numbers, written out as en-AU writes them', () => {
  it('prices: a dollar sign, thousands grouped, two decimals, as Intl’s AUD currency format', () => {
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(money.format(amount))
  })

  it('counts: thousands grouped and up to three decimals, as Intl’s default number format', () => {
    const counts = [...amounts, ...numbers(4, 2000, (unit) => Math.floor(unit * 10_000)), 0.5, 1.0005, 0.0004]
    for (const value of counts) expect(formatNumber(value), String(value)).toBe(count.format(value))
  })

  it('reads a price as a visitor sees it', () => {
    expect(formatMoney(29)).toBe('$29.00')
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(-5)).toBe('-$5.00')
    expect(formatNumber(1200)).toBe('1,200')
  })
})
