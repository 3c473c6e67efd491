import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import type { Product } from './productQueries.ts'

const Panel = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  &:first-of-type {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
`

const Summary = styled.summary`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space[4]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.maroon};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '+';
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.light};
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  details[open] > &::after {
    transform: rotate(45deg);
  }
`

const Body = styled.div`
  padding-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.inkSoft};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.ink};
  }
  dd {
    margin: 0;
  }
  p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

/** Dimensions & Weight, Specifications, Shipping & Returns: `name` keeps only one open at a time. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <div>
      <Panel name="product-details">
        <Summary>Dimensions &amp; Weight</Summary>
        <Body>
          <dl>
            <dt>Dimensions</dt>
            <dd>{product.dimensions || 'On request'}</dd>
            <dt>Weight</dt>
            <dd>{product.weight || 'On request'}</dd>
          </dl>
        </Body>
      </Panel>
      <Panel name="product-details">
        <Summary>Specifications</Summary>
        <Body>
          {product.specifications.length > 0 ? (
            <ul>
              {product.specifications.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>Ask us for the details of this piece.</p>
          )}
        </Body>
      </Panel>
      <Panel name="product-details">
        <Summary>Shipping &amp; Returns</Summary>
        <Body>
          <ul>
            {(product.hireTerms ?? []).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <p>
            <Link to="/hire-terms">Read our full hire terms</Link>
          </p>
        </Body>
      </Panel>
    </div>
  )
}
