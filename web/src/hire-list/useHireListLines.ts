import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { CmsImage } from '../components/media/SanityImage.tsx'
import { productCardsQueryOptions, type ProductCard } from '../catalogue/catalogueQueries.ts'
import type { HireListItem } from './hireListStorage.ts'
import { useDroppedLines, useHireList, useHireListStore } from './hireListStore.ts'
import { findVariant, lineCents, unitCents } from '../pricing/money.ts'
import { useHydrated } from '../lib/react/useHydrated.ts'

export type HireListLine = {
  key: string
  productId: string
  variantKey?: string
  name: string
  variantLabel?: string
  image: CmsImage
  unitCents: number
  quantity: number
  lineCents: number
}

const lineKey = (item: HireListItem) => `${item.productId}:${item.variantKey ?? ''}`

/** A saved line is valid while its product, and its variant if it names one, are in the catalogue. */
function toLine(item: HireListItem, product: ProductCard | undefined): HireListLine | null {
  if (!product) return null
  const variant = findVariant(product.price, item.variantKey)
  if (item.variantKey && !variant) return null
  const unit = unitCents(product.price, item.variantKey)
  return {
    key: lineKey(item),
    productId: item.productId,
    ...(variant ? { variantKey: variant._key, variantLabel: variant.label } : {}),
    name: product.name,
    image: product.image,
    unitCents: unit,
    quantity: item.quantity,
    lineCents: lineCents(unit, item.quantity),
  }
}

const noticeFor = (count: number) =>
  count === 1
    ? 'One item is no longer available and was removed from your list.'
    : `${count} items are no longer available and were removed from your list.`

/**
 * The saved list joined with the catalogue: names, images and prices are always current. Lines
 * whose product has gone are dropped from the saved list, with a notice. `isPending` stays true on
 * the server and until both the catalogue and the saved list are read, so callers render the same
 * HTML on the server and in the first client render.
 */
export function useHireListLines() {
  const store = useHireListStore()
  const hydrated = useHydrated()
  const items = useHireList()
  const dropped = useDroppedLines()
  const catalogue = useQuery(productCardsQueryOptions())
  const products = catalogue.data

  const { lines, missing } = useMemo(() => {
    const byId = new Map((products ?? []).map((product) => [product.id, product]))
    const joined: HireListLine[] = []
    const gone: HireListItem[] = []
    for (const item of items) {
      const line = toLine(item, byId.get(item.productId))
      if (line) joined.push(line)
      else gone.push(item)
    }
    return { lines: joined, missing: gone }
  }, [items, products])

  useEffect(() => {
    if (products && missing.length > 0) store.removeMany(missing)
  }, [products, missing, store])

  const isPending = !hydrated || !products
  return {
    lines: isPending ? [] : lines,
    totalCount: isPending ? 0 : lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: isPending ? 0 : lines.reduce((sum, line) => sum + line.lineCents, 0),
    isPending,
    isError: catalogue.isError && !products,
    refetch: catalogue.refetch,
    removedNotice: dropped.length > 0 ? noticeFor(dropped.length) : null,
  }
}
