import { storeProductForSaleQuery, storeSellerQuery } from '@amaranth/schemas/queries/store'
import type { StoreProductForSaleQueryResult, StoreSellerQueryResult } from '@amaranth/schemas/sanity.types'
import type { SanityClient } from '@sanity/client'

export type ProductForSale = NonNullable<StoreProductForSaleQueryResult>
export type Seller = {
  businessName: string
  siteUrl: string
  email: string
  phone: string
  gstRegistered: boolean
  abn?: string
}

/** A CMS document id as staff and the seed write them; anything else is refused before it reaches a query. */
export const STORE_PRODUCT_ID = /^[A-Za-z0-9][\w.-]{0,127}$/

/** The store product, read from the CMS on the server: the price and name a checkout charges for. */
export async function productForSale(
  sanity: Pick<SanityClient, 'fetch'>,
  id: string,
): Promise<ProductForSale | undefined> {
  if (!STORE_PRODUCT_ID.test(id) || id.startsWith('drafts.')) return undefined
  const product = (await sanity.fetch(storeProductForSaleQuery, { id })) as StoreProductForSaleQueryResult
  return product && typeof product.price === 'number' && product.name && product.guideFile ? product : undefined
}

const FALLBACK_SELLER: Seller = {
  businessName: 'Amaranth Events',
  siteUrl: '',
  email: '',
  phone: '',
  gstRegistered: false,
}

/** Who sells, for the receipt; a CMS outage falls back to the name alone (never a tax invoice without an ABN). */
export async function sellerFrom(sanity: Pick<SanityClient, 'fetch'>): Promise<Seller> {
  try {
    const settings = (await sanity.fetch(storeSellerQuery)) as StoreSellerQueryResult
    if (!settings) return FALLBACK_SELLER
    return {
      businessName: settings.businessName ?? FALLBACK_SELLER.businessName,
      siteUrl: settings.siteUrl ?? '',
      email: settings.email ?? '',
      phone: settings.phone ?? '',
      gstRegistered: Boolean(settings.gstRegistered && settings.abn),
      abn: settings.abn ?? undefined,
    }
  } catch {
    return FALLBACK_SELLER
  }
}
