import { replaceEqualDeep, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CmsImage } from '../components/media/SanityImage.tsx'
import { productCardsQueryOptions, type ProductCard } from '../catalogue/catalogueQueries.ts'
import { lineKey, type HireListItem } from './hireListStorage.ts'
import { useDroppedLines, useHireList, useHireListStore } from './hireListStore.ts'
import { priceList } from '../pricing/priceList.ts'
import { useHydratedInTransition } from '../lib/react/useHydrated.ts'

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

/**
 * The saved list joined with the catalogue and priced. A saved line is valid while its product, and
 * its variant if it names one, are in the catalogue; the others come back as `missing`.
 */
export function hireListLines(items: readonly HireListItem[], products: readonly ProductCard[]) {
  const { lines, unknown, totalCents } = priceList(items, products)
  return {
    lines: lines.map(({ item, product, variant, unitCents, lineCents }): HireListLine => ({
      key: lineKey(item),
      productId: item.productId,
      ...(variant ? { variantKey: variant._key, variantLabel: variant.label } : {}),
      name: product.name,
      image: product.image,
      unitCents,
      quantity: item.quantity,
      lineCents,
    })),
    missing: unknown,
    totalCount: lines.reduce((sum, line) => sum + line.item.quantity, 0),
    totalCents,
  }
}

type PricedList = ReturnType<typeof hireListLines>
const NO_PRODUCTS: readonly ProductCard[] = []
// The lines, the totals, the estimate and the link on to the inquiry each read the priced list: one
// pricing per saved list and catalogue, shared, rather than one per component in the tap that changed it.
const pricedLists = new WeakMap<readonly HireListItem[], { products: readonly ProductCard[]; priced: PricedList }>()

// The last lines priced, by key: a line whose every field is as it was keeps its object (TanStack
// Query's structural sharing), so its row (memoised) does not render again when another line changes.
let lastLines = new Map<string, HireListLine>()

function keepUnchanged(lines: HireListLine[]): HireListLine[] {
  const kept = lines.map((line) => {
    const before = lastLines.get(line.key)
    return before ? replaceEqualDeep(before, line) : line
  })
  lastLines = new Map(kept.map((line) => [line.key, line]))
  return kept
}

function pricedOnce(items: readonly HireListItem[], products: readonly ProductCard[]): PricedList {
  const known = pricedLists.get(items)
  if (known?.products === products) return known.priced
  const fresh = hireListLines(items, products)
  const priced = { ...fresh, lines: keepUnchanged(fresh.lines) }
  pricedLists.set(items, { products, priced })
  return priced
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
  // The rows come in a transition: rendering them all at once was a long task as the page went live.
  const hydrated = useHydratedInTransition()
  const items = useHireList()
  const dropped = useDroppedLines()
  const catalogue = useQuery(productCardsQueryOptions())
  const products = catalogue.data

  const { lines, missing, totalCount, totalCents } = pricedOnce(items, products ?? NO_PRODUCTS)

  useEffect(() => {
    if (products && missing.length > 0) store.removeMany(missing)
  }, [products, missing, store])

  const isPending = !hydrated || !products
  return {
    lines: isPending ? [] : lines,
    totalCount: isPending ? 0 : totalCount,
    totalCents: isPending ? 0 : totalCents,
    isPending,
    isError: catalogue.isError && !products,
    refetch: catalogue.refetch,
    removedNotice: dropped.length > 0 ? noticeFor(dropped.length) : null,
  }
}
