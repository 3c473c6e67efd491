import { Link } from '@tanstack/react-router'
import { useContext, useState } from 'react'
import styled from 'styled-components'
import { SanityImage } from '../components/media/SanityImage.tsx'
import { Button } from '../components/ui/Button.tsx'
import { QuantityStepper } from '../components/ui/QuantityStepper.tsx'
import { AddTargetContext } from './addTarget.ts'
import { useHireListStore } from './hireListStore.ts'
import { useGridAvailability } from './AvailabilityContext.tsx'
import { AvailabilityNote } from './AvailabilityNote.tsx'
import { useFeedback } from '../lib/react/useFeedback.ts'
import type { ProductCard as ProductCardData } from '../catalogue/catalogueQueries.ts'
import { hoverZoom } from '../components/motion/hoverZoom.ts'
import {
  colors,
  fontSizes,
  letterSpacings,
  lineHeights,
  media,
  motion,
  radii,
  shadows,
  space,
} from '../theme/tokens.ts'

/** The grid product cards sit in: two columns on phones, three from medium, four from large screens. */
export const ProductCardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space[5]};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

/**
 * One styled component for the card and its parts (class names inside it), its values read from
 * the tokens rather than the theme: static styles are computed once for the page, not once per
 * card and part, which is most of what a card cost to render and hydrate.
 */
const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  /*
   * Each card lays out and paints on its own: a tap that changes one card (Add to List, its stepper)
   * repaints that card alone, not every card of the grid and its photos (docs/decisions/0023). Its own
   * shadow is outside what this clips; the photo's zoom is clipped anyway.
   */
  contain: layout paint;
  transition: box-shadow ${motion.base} ${motion.easing};
  ${media.hover} {
    &:hover {
      box-shadow: ${shadows.soft};
    }
  }
  /*
   * Neither positioned nor clipped on a phone (hoverZoom clips only where the photo can grow): each
   * such box is a layer that every hit test on the page visits (docs/decisions/0023).
   */
  .frame {
    a {
      display: block;
    }
    background: ${colors.ivory};
    ${hoverZoom(1.03)}
  }
  /*
   * The confirmation floats over the foot of the photo, above the finger that tapped, out of the
   * card's flow: its text coming (in the tap) and going (three seconds later) lays out only itself.
   * In the flow, under the buttons, it made the browser lay the whole grid out again in the tap's
   * frame (docs/decisions/0023). It is placed against the card, which paint
   * containment makes its containing block, as a square the photo's size (the photo is square and
   * spans the card), so the photo's frame needs no positioning of its own.
   */
  .feedback {
    margin: 0;
    pointer-events: none;
    /*
     * Positioned only while it says something: an empty live region stays in the page (to be read out
     * when its text comes) as a box of no size and no layer, which hit tests no longer visit on every
     * card after the finger (docs/decisions/0023).
     */
    &:not(:empty) {
      position: absolute;
      inset: 0 0 auto;
      aspect-ratio: 1;
      display: flex;
      align-items: flex-end;
      padding: ${space[2]};
    }
    span {
      display: inline-block;
      padding: ${space[1]} ${space[2]};
      border-radius: ${radii.md};
      background: ${colors.maroon};
      box-shadow: ${shadows.soft};
      color: ${colors.ivory};
      font-size: ${fontSizes.xs};
      letter-spacing: ${letterSpacings.wide};
      line-height: ${lineHeights.snug};
    }
  }
  .body {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${space[2]};
    padding: ${space[3]};
    ${media.md} {
      padding: ${space[4]};
    }
  }
  .price {
    flex: 1;
    font-size: ${fontSizes.sm};
    color: ${colors.inkSoft};
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]};
    margin-top: ${space[2]};
    > button {
      flex: 1 1 8rem;
      padding-inline: ${space[3]};
    }
  }
`

/** A product's name as a card heading, its link in maroon (catalogue cards, an event's look). */
export const ProductName = styled.h3`
  font-size: ${fontSizes.xl};
  line-height: ${lineHeights.snug};
  a {
    color: ${colors.maroon};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`

const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'
/** The sizes above never pass 384 CSS pixels (50vw just below 768): 800 covers two device pixels each. */
const CARD_IMAGE_WIDEST = 800

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
  const target = useContext(AddTargetContext)
  const [quantity, setQuantity] = useState(1)
  const [feedback, showFeedback] = useFeedback()
  const availability = useGridAvailability()
  const add = () => {
    const variantKey = product.price.variants[0]?._key
    if (target) showFeedback(target.add(product.id, quantity, variantKey))
    else {
      store.add(product.id, quantity, variantKey)
      showFeedback(`Added ${quantity} to your list`)
    }
    setQuantity(1)
  }
  return (
    <Card aria-labelledby={`product-${product.id}`}>
      <div className="frame">
        <Link to="/hire/$productId" params={{ productId: product.id }} tabIndex={-1} aria-hidden="true">
          <SanityImage
            image={product.image}
            aspectRatio={1}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            widest={CARD_IMAGE_WIDEST}
          />
        </Link>
        <p className="feedback" role="status">
          {feedback ? <span>{feedback}</span> : null}
        </p>
      </div>
      <div className="body">
        <ProductName as={headingLevel} id={`product-${product.id}`}>
          <Link to="/hire/$productId" params={{ productId: product.id }}>
            {product.name}
          </Link>
        </ProductName>
        <p className="price">{product.price.label}</p>
        <AvailabilityNote
          availability={availability}
          productId={product.id}
          variantKey={product.price.variants[0]?._key}
        />
        <div className="controls">
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
                {target?.label ?? 'Add to List'}
              </Button>
            </>
          )}
        </div>
      </div>
    </Card>
  )
}
