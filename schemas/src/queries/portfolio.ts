import { defineQuery } from 'groq'
import { imageFields, imageProjection, planningFields, productCardFields } from './fragments.ts'

/** The portfolio grid: every event with an address, in the order staff set. */
export const portfolioQuery = defineQuery(`*[_type == "portfolioEvent" && defined(slug.current)] | order(sortOrder asc){
  _id,
  name,
  "slug": slug.current,
  date,
  featured,
  featuredText,
  "imageCount": count(images),
  "coverImage": coverImage${imageProjection}
}`)

/** One event page: its text, its photographs in order and the cover used when the page is shared. */
export const eventQuery = defineQuery(`*[_type == "portfolioEvent" && slug.current == $slug][0]{
  _id,
  name,
  "slug": slug.current,
  date,
  description,
  featuredText,
  "venueLines": coalesce(venueLines, []),
  "coverImage": coverImage${imageProjection},
  "images": coalesce(images[]{ _key, ${imageFields} }, []),
  guests,
  "hireLook": coalesce(hireLook[defined(product->productId.current)]{
    _key,
    quantity,
    "product": product->{ ${productCardFields}, ${planningFields} }
  }, [])
}`)
