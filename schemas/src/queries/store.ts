import { defineQuery } from 'groq'

/** The server's view of one store product when it sells it: never the browser's word for price or name. */
export const storeProductForSaleQuery = defineQuery(`*[_type == "storeProduct" && _id == $id][0]{
  _id,
  name,
  price,
  description,
  guideFile,
  purchaseUrl
}`)

/** What a receipt says about the seller: a tax invoice names the business and its ABN. */
export const storeSellerQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  businessName,
  siteUrl,
  email,
  phone,
  "gstRegistered": coalesce(gstRegistered, false),
  abn
}`)
