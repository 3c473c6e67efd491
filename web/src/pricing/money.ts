import { formatMoney } from '../lib/format/money.ts'

/**
 * Money maths in whole cents, from the structured CMS price, never its display label
 * (docs/product/hire-list.md, pricing).
 * Amounts in the CMS are dollars with at most two decimals; rounding once here keeps every sum exact.
 */
export type Price = {
  amount: number
  unit?: string
  label?: string
  variants?: ReadonlyArray<{ _key: string; label: string; amount: number }>
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/** The variant when the key names one of the price's variants; undefined for the base price. */
export function findVariant(price: Price, variantKey?: string) {
  return variantKey ? price.variants?.find((variant) => variant._key === variantKey) : undefined
}

/** The price of one piece: the chosen variant's amount, otherwise the base amount. */
export function unitCents(price: Price, variantKey?: string): number {
  return toCents(findVariant(price, variantKey)?.amount ?? price.amount)
}

export function lineCents(unit: number, quantity: number): number {
  return unit * Math.max(0, Math.floor(quantity))
}

/** Whole cents back to dollars, for records that store a number (Airtable's Total Cost). */
export function toDollars(cents: number): number {
  return cents / 100
}

/** '$1,234.50': two decimals, as every price and total on the site reads. */
export function formatCents(cents: number): string {
  return formatMoney(toDollars(cents))
}
