import { categories } from '../../content/categories.ts'
import { PRODUCTS_BY_CATEGORY } from '../../content/products/index.ts'
import type { GalleryShot, ProductSeed } from '../../content/products/types.ts'
import { RELATED } from '../../content/related.ts'
import { CATEGORY_SPARE, SCALING, TABLE_FITS } from '../../content/scaling.ts'
import { CATEGORY_TURNAROUND, NEEDS_CONVERSATION, PRODUCT_TURNAROUND, STOCK } from '../../content/stock.ts'
import type { ImageSpec, ProductArt } from '../../content/types.ts'
import type { ImageRegistry } from '../images.ts'
import { money, ref, slug, type Doc } from './helpers.ts'

const GALLERY: Record<GalleryShot, (p: ProductSeed) => { art: Partial<ProductArt>; alt: string }> = {
  group: (p) => ({ art: { items: [p.art, p.art, p.art] }, alt: `${p.name}, shown as a set of three` }),
  detail: (p) => ({ art: { zoom: 1.8 }, alt: `Close-up detail of the ${p.name}` }),
  backdrop: (p) => ({ art: { backdrop: '#e9d6cc' }, alt: `${p.name} against a warm blush backdrop` }),
}

function priceOf(p: ProductSeed, productId: string) {
  const stock = STOCK[productId]
  const variantStock = (label: string) =>
    typeof stock === 'object' && stock[label] !== undefined ? { stock: stock[label] } : {}
  const unit = p.unit ?? 'each'
  const label = p.label ?? (p.variants ? `From ${money(p.amount)} ${unit}` : `${money(p.amount)} ${unit}`)
  return {
    amount: p.amount,
    unit,
    label,
    ...(p.variants
      ? {
          variants: p.variants.map(([variantLabel, amount], i) => ({
            _type: 'priceVariant',
            _key: `v${i + 1}`,
            label: variantLabel,
            amount,
            ...variantStock(variantLabel),
          })),
        }
      : {}),
  }
}

export function categoryDocs(images: ImageRegistry): Doc[] {
  return categories.map((c, sortOrder) => ({
    _id: `category.${c.categoryId}`,
    _type: 'category',
    categoryId: c.categoryId,
    name: c.name,
    heading: c.heading,
    description: c.description,
    image: images.image(c.image, `category-${c.categoryId}`),
    thumbnail: images.image(c.thumbnail, `category-${c.categoryId}-thumb`),
    sortOrder,
    ...(CATEGORY_SPARE[c.categoryId] !== undefined ? { sparePercent: CATEGORY_SPARE[c.categoryId] } : {}),
    ...CATEGORY_TURNAROUND[c.categoryId],
  }))
}

export function productDocs(images: ImageRegistry): Doc[] {
  return Object.entries(PRODUCTS_BY_CATEGORY).flatMap(([categoryId, products]) =>
    products.map((p, i) => {
      const productId = `${categoryId}-${p.n ?? i + 1}`
      const main: ImageSpec = { art: { kind: 'product', items: [p.art] }, alt: `${p.name} on an ivory studio backdrop` }
      const gallery = (p.gallery ?? []).map((shot, k) => {
        const extra = GALLERY[shot](p)
        return images.image(
          { art: { kind: 'product', items: [p.art], ...extra.art }, alt: extra.alt },
          `${productId}-${shot}`,
          `g${k + 1}`,
        )
      })
      return {
        _id: `product.${productId}`,
        _type: 'product',
        name: p.name,
        productId: slug(productId),
        category: ref(`category.${categoryId}`),
        price: priceOf(p, productId),
        description: p.description,
        image: images.image(main, productId),
        ...(gallery.length ? { gallery } : {}),
        dimensions: p.dimensions,
        weight: p.weight,
        specifications: p.specifications,
        ...(typeof STOCK[productId] === 'number' ? { stock: STOCK[productId] } : {}),
        ...PRODUCT_TURNAROUND[productId],
        ...(NEEDS_CONVERSATION.has(productId) ? { needsConversation: true } : {}),
        ...(RELATED[productId]
          ? { relatedProducts: RELATED[productId].map((id, k) => ref(`product.${id}`, `rel${k + 1}`)) }
          : {}),
        ...(SCALING[productId] ? { scaling: { _type: 'scaling', ...SCALING[productId] } } : {}),
        ...(TABLE_FITS[productId]
          ? { tableFits: TABLE_FITS[productId].map((fit, k) => ({ _type: 'tableFit', _key: `fit${k + 1}`, ...fit })) }
          : {}),
      }
    }),
  )
}
