/**
 * Projections shared by the screen queries. An image carries what the SPA needs to render it
 * without a second request: the asset id for @sanity/image-url, its size (no layout shift) and
 * the LQIP placeholder.
 */
export const imageFields = /* groq */ `
  alt,
  crop,
  hotspot,
  "asset": asset->{ _id, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }
`

export const imageProjection = /* groq */ `{ ${imageFields} }`

export const seoProjection = /* groq */ `seo{ title, description }`
