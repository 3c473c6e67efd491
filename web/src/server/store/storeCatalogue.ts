import { storeProductForSaleQuery, storeSellerQuery } from '@amaranth/schemas/queries/store'
import type { StoreProductForSaleQueryResult, StoreSellerQueryResult } from '@amaranth/schemas/sanity.types'
import type { SanityClient } from '@sanity/client'

export type ProductForSale = NonNullable<StoreProductForSaleQueryResult>
export type Seller = {
  businessName: string
  siteUrl: string
  email: string
  phone: string
  /** As the CMS says, ABN or not: "incl. GST" needs both (pricing/gst.ts). */
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

/**
 * Who sells, for the receipt, as the site settings hold it (the GST rule is pricing/gst.ts). A failed read
 * or missing settings throw, so the outbox retries the email later: a receipt guessed during an outage
 * could tell a registered business's buyer that no GST was charged.
 */
export async function sellerFrom(sanity: Pick<SanityClient, 'fetch'>): Promise<Seller> {
  let settings: StoreSellerQueryResult
  try {
    settings = (await sanity.fetch(storeSellerQuery)) as StoreSellerQueryResult
  } catch (error) {
    throw new Error(`the site settings cannot be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  if (!settings) throw new Error('the site settings are missing from the CMS')
  return {
    businessName: settings.businessName ?? 'Amaranth Events',
    siteUrl: settings.siteUrl ?? '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    gstRegistered: settings.gstRegistered,
    abn: settings.abn ?? undefined,
  }
}
