import { memo, Suspense, type ReactNode } from 'react'
import type { ProductCard as ProductCardData } from '../../catalogue/catalogueQueries.ts'
import { AvailabilityProvider } from '../../hire-list/AvailabilityContext.tsx'
import { ProductCard, ProductCardGrid } from '../../hire-list/ProductCard.tsx'

// A sort or filter change keeps the cards it still shows: their product objects are the cache's.
const Card = memo(ProductCard)

/** The first screen at any width (two rows of four, four rows of two) hydrates with the page. */
const FIRST_SCREEN = 8
/**
 * The cards after it in groups, each its own Suspense boundary: React hydrates a server-rendered
 * boundary in a task of its own at low priority, and first the one a visitor clicks in, so the page
 * answers while the rest of the grid hydrates (docs/decisions/0014).
 */
const GROUP = 12

function inGroups(items: ReactNode[]): ReactNode[] {
  const groups = []
  for (let start = FIRST_SCREEN; start < items.length; start += GROUP) {
    groups.push(<Suspense key={start}>{items.slice(start, start + GROUP)}</Suspense>)
  }
  return [...items.slice(0, FIRST_SCREEN), ...groups]
}

export function ProductGrid({
  products,
  headingLevel,
}: {
  products: readonly ProductCardData[]
  headingLevel?: 'h2' | 'h3'
}) {
  const items = products.map((product) => (
    // No content-visibility on the cards: Chromium lays out each such card on its own as it is added,
    // which made every step of the staged grid a long task (docs/decisions/0024).
    <li key={product.id}>
      <Card product={product} headingLevel={headingLevel} />
    </li>
  ))
  return (
    <AvailabilityProvider>
      <ProductCardGrid>{inGroups(items)}</ProductCardGrid>
    </AvailabilityProvider>
  )
}
