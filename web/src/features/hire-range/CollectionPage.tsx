import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { CatalogueMessage, CatalogueStatus } from '../../catalogue/CatalogueStatus.tsx'
import { categoriesQueryOptions, productCardsQueryOptions, type CategoryId } from '../../catalogue/catalogueQueries.ts'
import { EventDatePicker } from '../../hire-list/EventDatePicker.tsx'
import { selectProducts } from './catalogueSearch.ts'
import { ProductGrid } from './ProductGrid.tsx'

const Section = styled(Container).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: 0;
  padding-bottom: ${({ theme }) => theme.space[9]};
`

/** The date chooser, as wide as one filter of the hire range. */
const DateRow = styled.div`
  max-width: 20rem;
`

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[5]};
`

/** A collection page, /{categoryId}, one route per hire category (HIRE_CATEGORIES): that category's cards. */
export function CollectionPage({ categoryId }: { categoryId: CategoryId }) {
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions())
  const catalogue = useQuery(productCardsQueryOptions())
  const category = categories.find((entry) => entry.id === categoryId)
  const products = selectProducts(catalogue.data ?? [], { category: categoryId, sort: 'name' })

  return (
    <>
      <PageIntro eyebrow="Equipment hire" heading={category?.heading ?? 'Collection'} intro={category?.description} />
      <Section aria-label="Products">
        <DateRow>
          <EventDatePicker />
        </DateRow>
        <CatalogueStatus query={catalogue}>
          {products.length > 0 ? (
            <ProductGrid products={products} headingLevel="h2" />
          ) : (
            <CatalogueMessage>No products found in this collection</CatalogueMessage>
          )}
        </CatalogueStatus>
        <Footer>
          <ButtonLink to="/hire-range" $variant="outline">
            View Hire Range
          </ButtonLink>
        </Footer>
      </Section>
    </>
  )
}
