import { useSuspenseQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { storeProductsQueryOptions } from './storeQueries.ts'
import { LostLink } from './LostLink.tsx'
import { Notice } from './storeForms.tsx'
import { STORE_NOTICES, validateStoreSearch } from './storeSearch.ts'
import { StoreProductCard } from './StoreProductCard.tsx'

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[9]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
    row-gap: 0;
  }
`

export function StorePage() {
  const meta = usePageMeta()
  const { data: products } = useSuspenseQuery(storeProductsQueryOptions())
  // Not strict: the page also renders outside its route (component tests); the route validated it already.
  const search = validateStoreSearch(useSearch({ strict: false }))
  const notice = search.checkout ? STORE_NOTICES[search.checkout] : search.link ? STORE_NOTICES.sent : undefined
  return (
    <>
      <PageIntro
        eyebrow="The Amaranth Store"
        heading={meta?.heading ?? 'Digital Resources for Event Planners'}
        intro={meta?.intro}
      />
      {notice ? (
        <Notice role="status" $tone={search.checkout === 'failed' ? 'error' : undefined}>
          {notice}
        </Notice>
      ) : null}
      <Grid>
        {products.map((product) => (
          <StoreProductCard key={product._id} product={product} />
        ))}
      </Grid>
      <LostLink />
    </>
  )
}
