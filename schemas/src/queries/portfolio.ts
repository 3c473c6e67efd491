import { defineQuery } from 'groq'
import { imageFields, imageProjection } from './fragments.ts'

export const portfolioQuery = defineQuery(`*[_type == "portfolioEvent" && defined(slug.current)] | order(sortOrder asc){
  _id,
  name,
  "slug": slug.current,
  date,
  featured,
  featuredText,
  "coverImage": coverImage${imageProjection}
}`)

export const eventQuery = defineQuery(`*[_type == "portfolioEvent" && slug.current == $slug][0]{
  _id,
  name,
  "slug": slug.current,
  date,
  description,
  "venueLines": coalesce(venueLines, []),
  "coverImage": coverImage${imageProjection},
  "images": images[]{ _key, ${imageFields} }
}`)
