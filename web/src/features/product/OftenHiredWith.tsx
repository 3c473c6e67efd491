import styled from 'styled-components'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { oftenHiredWith } from '../../catalogue/oftenHiredWith.ts'
import { ProductCard, ProductCardGrid } from '../../hire-list/ProductCard.tsx'
import type { Product } from './productQueries.ts'

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.layout.gutter} ${theme.space[9]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

/** "Often hired with": staff's related pieces, or four neighbours by price, as cards with Add to List. */
export function OftenHiredWith({ product }: { product: Product }) {
  const cards = oftenHiredWith(product, product.related, [...product.nearCheaper, ...product.nearDearer])
  if (cards.length === 0) return null
  return (
    <Section aria-labelledby="often-hired-with">
      <SectionHeading id="often-hired-with" eyebrow="Complete the table">
        Often hired with
      </SectionHeading>
      <ProductCardGrid>
        {cards.map((card) => (
          <li key={card.id}>
            <ProductCard product={card} suggestion />
          </li>
        ))}
      </ProductCardGrid>
    </Section>
  )
}
