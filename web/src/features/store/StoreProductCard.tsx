import type { StoreProductsQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { formatMoney } from '../../lib/format/money.ts'
import { includesGst } from '../../pricing/gst.ts'
import { PurchaseButton } from './PurchaseButton.tsx'
import { StoreIcon } from './StoreIcon.tsx'

export type StoreProduct = StoreProductsQueryResult[number]

/** On wide screens the cards share their parent's rows (subgrid), so names, prices and lists line up. */
const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  ${({ theme }) => theme.media.md} {
    grid-row: span 6;
    grid-template-rows: subgrid;
  }
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.gold};
`

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

const Price = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
`

const Tax = styled.span`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  align-content: start;

  li::before {
    content: '—';
    color: ${({ theme }) => theme.colors.gold};
    margin-right: ${({ theme }) => theme.space[2]};
  }
`

export function StoreProductCard({ product }: { product: StoreProduct }) {
  return (
    <Card aria-labelledby={`store-${product._id}`}>
      <Icon>
        <StoreIcon name={product.icon} />
      </Icon>
      <Name id={`store-${product._id}`}>{product.name}</Name>
      <Price>
        {formatMoney(product.price)}
        {includesGst(product.seller ?? {}) ? <Tax> incl. GST</Tax> : null}
      </Price>
      <Description>{product.description}</Description>
      <Features aria-label={`What is inside ${product.name}`}>
        {product.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <PurchaseButton productId={product._id} purchaseUrl={product.purchaseUrl} />
    </Card>
  )
}
