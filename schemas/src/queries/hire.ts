import { defineQuery } from 'groq'
import { imageProjection } from './fragments.ts'

const priceProjection = /* groq */ `price{ amount, unit, label, "variants": coalesce(variants[]{ _key, label, amount }, []) }`

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(sortOrder asc){
  "id": categoryId,
  name,
  heading,
  description,
  sortOrder,
  "image": image${imageProjection},
  "thumbnail": thumbnail${imageProjection}
}`)

/** Every card of the catalogue; the hire list also re-reads names and prices from here. */
export const productCardsQuery = defineQuery(`*[_type == "product" && defined(productId.current)] | order(name asc){
  "id": productId.current,
  name,
  "categoryId": category->categoryId,
  ${priceProjection},
  "image": image${imageProjection}
}`)

export const productQuery = defineQuery(`*[_type == "product" && productId.current == $productId][0]{
  "id": productId.current,
  name,
  "category": category->{ "id": categoryId, name, heading },
  ${priceProjection},
  description,
  dimensions,
  weight,
  "specifications": coalesce(specifications, []),
  "images": [image${imageProjection}] + coalesce(gallery[]${imageProjection}, []),
  "hireTerms": *[_type == "siteSettings" && _id == "siteSettings"][0].hireTerms
}`)
