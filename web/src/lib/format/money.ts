const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' })

/** $29.00: two decimals, the way SPEC.md shows every price. */
export function formatMoney(amount: number): string {
  return aud.format(amount)
}
