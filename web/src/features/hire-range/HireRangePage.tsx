import { memo } from 'react'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { AddToBooking } from './AddToBooking.tsx'
import { AllProducts } from './AllProducts.tsx'
import type { SearchChange } from './CatalogueFilters.tsx'
import type { CatalogueSearch } from './catalogueSearch.ts'
import { CategoryTiles } from './CategoryTiles.tsx'

// The tiles do not depend on the URL: a filter change need not render their images again.
const Tiles = memo(CategoryTiles)

/** Equipment Hire: the five collections, then every product with filter, sort and search. */
export function HireRangePage({ search, onSearchChange }: { search: CatalogueSearch; onSearchChange: SearchChange }) {
  const meta = usePageMeta()
  return (
    <>
      <PageIntro eyebrow="Equipment hire" heading={meta?.heading ?? 'Equipment Hire'} intro={meta?.intro} />
      <Tiles />
      <AddToBooking date={search.date}>
        <AllProducts search={search} onSearchChange={onSearchChange} />
      </AddToBooking>
    </>
  )
}
