import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import { SanityImage } from '../components/media/SanityImage.tsx'
import { Button } from '../components/ui/Button.tsx'
import { QuantityStepper } from '../components/ui/QuantityStepper.tsx'
import { useHireListStore } from './hireListStore.ts'
import { useFeedback } from '../lib/react/useFeedback.ts'
import type { ProductCard as ProductCardData } from '../catalogue/catalogueQueries.ts'
import { hoverZoom } from '../components/motion/hoverZoom.ts'

/** The grid product cards sit in: two columns on phones, three from medium, four from large screens. */
export const ProductCardGrid = styled.ul`
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

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  transition: box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
`

const ImageFrame = styled.div`
  a {
    display: block;
  }
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ivory};
  ${hoverZoom(1.03)}
`

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[4]};
  }
`

/** A product's name as a card heading, its link in maroon (catalogue cards, an event's look). */
export const ProductName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`

const Price = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  > button {
    flex: 1 1 8rem;
    padding-inline: ${({ theme }) => theme.space[3]};
  }
`

const Feedback = styled.p`
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.success};
`

/**
 * One hire product in the All Products grid and the collections: pick a quantity, add it. As a
 * suggestion beside another product (`suggestion`, "Often hired with") it has no stepper and its
 * button reads "Add to my list", so the product page keeps one "Add to List" and one stepper.
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  suggestion = false,
}: {
  product: ProductCardData
  headingLevel?: 'h2' | 'h3'
  suggestion?: boolean
}) {
  const store = useHireListStore()
  const [quantity, setQuantity] = useState(1)
  const [feedback, showFeedback] = useFeedback()
  const add = () => {
    store.add(product.id, quantity, product.price.variants[0]?._key)
    showFeedback(`Added ${quantity} to your list`)
    setQuantity(1)
  }
  return (
    <Card aria-labelledby={`product-${product.id}`}>
      <ImageFrame>
        <Link to="/hire/$productId" params={{ productId: product.id }} tabIndex={-1} aria-hidden="true">
          <SanityImage
            image={product.image}
            aspectRatio={1}
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          />
        </Link>
      </ImageFrame>
      <Body>
        <ProductName as={headingLevel} id={`product-${product.id}`}>
          <Link to="/hire/$productId" params={{ productId: product.id }}>
            {product.name}
          </Link>
        </ProductName>
        <Price>{product.price.label}</Price>
        <Controls>
          {suggestion ? (
            <Button type="button" $variant="outline" aria-describedby={`product-${product.id}`} onClick={add}>
              Add to my list
            </Button>
          ) : (
            <>
              <QuantityStepper
                size="sm"
                label={`Quantity of ${product.name}`}
                value={quantity}
                onChange={setQuantity}
              />
              <Button type="button" onClick={add}>
                Add to List
              </Button>
            </>
          )}
        </Controls>
        <Feedback role="status">{feedback}</Feedback>
      </Body>
    </Card>
  )
}
