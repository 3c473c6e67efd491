import { memo } from 'react'
import styled from 'styled-components'
import type { ProductCard as ProductCardData } from '../../catalogue/catalogueQueries.ts'
import { ProductCard, ProductCardGrid } from '../../hire-list/ProductCard.tsx'

/**
 * Cards off screen skip layout and paint until scrolled near (the size is a first guess the
 * browser then remembers), so a filter or sort change costs what is visible, not the whole grid.
 */
const Item = styled.li`
  content-visibility: auto;
  contain-intrinsic-size: auto 440px;
`

// A sort or filter change keeps the cards it still shows: their product objects are the cache's.
const Card = memo(ProductCard)

export function ProductGrid({
  products,
  headingLevel,
}: {
  products: readonly ProductCardData[]
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <ProductCardGrid>
      {products.map((product) => (
        <Item key={product.id}>
          <Card product={product} headingLevel={headingLevel} />
        </Item>
      ))}
    </ProductCardGrid>
  )
}
