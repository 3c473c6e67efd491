import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { StatePanel } from '../../components/states/StatePanel.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { OftenHiredWith } from './OftenHiredWith.tsx'
import { ProductDetails } from './ProductDetails.tsx'
import { ProductGallery } from './ProductGallery.tsx'
import { ProductPurchase } from './ProductPurchase.tsx'
import { productQueryOptions } from './productQueries.ts'
import { SeenAt } from './SeenAt.tsx'

const Layout = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.layout.gutter} ${theme.space[9]}`};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
`

const Badge = styled(Link)`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.champagne};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.goldText};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
`

const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
`

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export function ProductNotFound() {
  return (
    <StatePanel title="Product Not Found" actions={<ButtonLink to="/hire-range">Back to Hire Range</ButtonLink>}>
      <p>This piece is no longer in our hire range, or the link has changed.</p>
    </StatePanel>
  )
}

/**
 * /hire/{productId}: gallery, name as the h1, price and variants, the list button, details, the events
 * it was seen at, then the pieces it is often hired with.
 */
export function ProductPage({ productId }: { productId: string }) {
  const { data: product } = useSuspenseQuery(productQueryOptions(productId))
  if (!product) return <ProductNotFound />
  return (
    <>
      <Layout aria-labelledby="product-name">
        <ProductGallery images={product.images} name={product.name} />
        <Info>
          <Badge to={`/${product.category.id}`}>{product.category.name}</Badge>
          <Name id="product-name">{product.name}</Name>
          <ProductPurchase key={product.id} product={product} />
          <Description>{product.description}</Description>
          <ProductDetails product={product} />
          <SeenAt events={product.seenAt} />
        </Info>
      </Layout>
      <OftenHiredWith product={product} />
    </>
  )
}
