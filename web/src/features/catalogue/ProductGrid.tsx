import styled from 'styled-components'
import type { ProductCard as ProductCardData } from './catalogueQueries.ts'
import { ProductCard } from './ProductCard.tsx'

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export function ProductGrid({
  products,
  headingLevel,
}: {
  products: readonly ProductCardData[]
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Grid>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  )
}
