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

/** A product's price: base amount, unit, label and variants (an empty list when it has none). */
export const priceProjection = /* groq */ `price{ amount, unit, label, "variants": coalesce(variants[]{ _key, label, amount }, []) }`

/** What a product card shows: the catalogue grid, the hire list, an event's look, related pieces. */
export const productCardFields = /* groq */ `
  "id": productId.current,
  name,
  "categoryId": category->categoryId,
  ${priceProjection},
  "image": image${imageProjection}
`

/**
 * How a product scales with an event and which tables its cloths fit (web/src/planning reads it);
 * the category's spare travels beside the product's own, which overrides it.
 */
export const planningFields = /* groq */ `
  "scaling": scaling{ basis, amount, sparePercent },
  "categorySpare": category->sparePercent,
  "tableFits": coalesce(tableFits[]{ variant, shape, "lengths": coalesce(lengths, []) }, [])
`
