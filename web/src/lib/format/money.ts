const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' })

/** $29.00: every price on the site shows two decimals (docs/product/hire-list.md, pricing). */
export function formatMoney(amount: number): string {
  return aud.format(amount)
}
