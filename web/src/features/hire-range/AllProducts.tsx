import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useMemo } from 'react'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { Button, ButtonLink } from '../../components/ui/Button.tsx'
import { CatalogueMessage, CatalogueStatus } from '../../catalogue/CatalogueStatus.tsx'
import { CatalogueFilters, type SearchChange } from './CatalogueFilters.tsx'
import { categoriesQueryOptions, productCardsQueryOptions } from '../../catalogue/catalogueQueries.ts'
import { useHydrated } from '../../lib/react/useHydrated.ts'
import { useStagedCount } from '../../lib/react/useStagedCount.ts'
import { FIRST_SCREENS, FOLLOWING_STEP, PAGE_SIZE, selectProducts, type CatalogueSearch } from './catalogueSearch.ts'
import { ProductGrid } from './ProductGrid.tsx'

const Section = styled(Container).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[9]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
`

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

/**
 * Dimmed while the grid catches up with a new filter, so the change is acknowledged at once; by its
 * aria-busy, so the urgent render that dims it generates no new class and inserts no CSS rule.
 */
const Results = styled.div`
  transition: opacity 0.2s ease;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`

const ShowMore = styled(Button)`
  justify-self: center;
`

/** Only in the HTML: a visitor without JavaScript reaches the rest of the page through it. */
const ShowAll = styled.p`
  justify-self: center;
`

/**
 * The All Products grid: filtered, searched and sorted by the URL; its own loading and error
 * states. A large catalogue shows PAGE_SIZE cards per page, 'Show more' adding the next page.
 */
export function AllProducts({ search, onSearchChange }: { search: CatalogueSearch; onSearchChange: SearchChange }) {
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions())
  const catalogue = useQuery(productCardsQueryOptions())
  const products = useMemo(() => catalogue.data ?? [], [catalogue.data])
  // The filters answer at once; the grid follows in a render React may interrupt, so a change on a
  // large catalogue never holds the next paint while hundreds of cards mount (bench: scale).
  const shownSearch = useDeferredValue(search)
  const updating = shownSearch !== search
  const { category, sort, q, page = 1 } = shownSearch
  const categoryOrder = useMemo(() => categories.map((entry) => entry.id), [categories])
  const matching = useMemo(
    () => selectProducts(products, { category, sort, q }, categoryOrder),
    [products, category, sort, q, categoryOrder],
  )
  const shown = useMemo(() => matching.slice(0, page * PAGE_SIZE), [matching, page])
  // The HTML carries the first screens of cards; the rest render once the page is live (decision 0022).
  const hydrated = useHydrated()
  const rendered = useStagedCount(shown.length, search.show === 'all' ? Infinity : FIRST_SCREENS, FOLLOWING_STEP)
  const cards = useMemo(() => shown.slice(0, rendered), [shown, rendered])
  // Counts what the page shows: all of it once live, so the line changes at most once.
  const counted = hydrated ? shown.length : cards.length
  // A new filter, sort or search starts again from the first page.
  const onFilterChange = useCallback<SearchChange>(
    (patch) => onSearchChange({ ...patch, page: undefined }),
    [onSearchChange],
  )
  const categoryName = categories.find((category) => category.id === shownSearch.category)?.name

  return (
    <Section aria-labelledby="all-products">
      <Heading id="all-products">All Products</Heading>
      <CatalogueFilters categories={categories} search={search} onSearchChange={onFilterChange} />
      <CatalogueStatus query={catalogue}>
        <Count role="status">
          {`Showing ${counted} of ${products.length} products${categoryName ? ` in ${categoryName}` : ''}`}
        </Count>
        {shown.length > 0 ? (
          <Results aria-busy={updating}>
            <ProductGrid products={cards} />
          </Results>
        ) : (
          <CatalogueMessage>No products found in this category</CatalogueMessage>
        )}
        {!hydrated && cards.length < shown.length && (
          <ShowAll>
            <ButtonLink
              to="/hire-range"
              search={{ ...shownSearch, show: 'all' }}
              hash="all-products"
              $variant="outline"
            >
              {`Show all ${shown.length} products`}
            </ButtonLink>
          </ShowAll>
        )}
        {shown.length < matching.length && (
          <ShowMore type="button" $variant="outline" onClick={() => onSearchChange({ page: page + 1 })}>
            {`Show ${Math.min(PAGE_SIZE, matching.length - shown.length)} more`}
          </ShowMore>
        )}
      </CatalogueStatus>
    </Section>
  )
}
