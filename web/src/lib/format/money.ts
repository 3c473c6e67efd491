import { formatNumber } from './number.ts'

/** $29.00: every price on the site shows two decimals (docs/product/hire-list.md, pricing); -$5.00 below zero. */
export function formatMoney(amount: number): string {
  const text = formatNumber(amount, 2, 2)
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`
}
