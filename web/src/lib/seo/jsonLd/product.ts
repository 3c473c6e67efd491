import type { JsonLd } from './jsonLdScript.ts'

export type ProductDetails = {
  id: string | null
  name: string | null
  description: string | null
  price: { amount: number | null; variants: { amount: number | null }[] } | null
}

const IN_STOCK = 'https://schema.org/InStock'
const money = (amount: number) => amount.toFixed(2)

/**
 * A hire product with its price in Australian dollars. Products whose variants cost different
 * amounts get an AggregateOffer (lowest to highest), so the price search engines show is never wrong.
 */
export function productJsonLd(product: ProductDetails, url: string, imageUrl?: string): JsonLd {
  const variants = product.price?.variants ?? []
  // Variants list every price including the base one; a product without variants has one price.
  const amounts = (variants.length ? variants.map((variant) => variant.amount) : [product.price?.amount]).filter(
    (amount): amount is number => typeof amount === 'number',
  )
  const low = Math.min(...amounts)
  const high = Math.max(...amounts)
  const offer = { priceCurrency: 'AUD', availability: IN_STOCK, url }
  return {
    '@type': 'Product',
    name: product.name ?? undefined,
    description: product.description ?? undefined,
    sku: product.id ?? undefined,
    image: imageUrl,
    offers:
      amounts.length === 0
        ? undefined
        : low === high
          ? { '@type': 'Offer', price: money(low), ...offer }
          : {
              '@type': 'AggregateOffer',
              lowPrice: money(low),
              highPrice: money(high),
              offerCount: amounts.length,
              ...offer,
            },
  }
}
