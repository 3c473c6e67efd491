import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { useState } from 'react'
import { PlanNumberField } from '../../hire-list/PlanNumberField.tsx'
import { useHireListStore } from '../../hire-list/hireListStore.ts'
import { ProductName } from '../../hire-list/ProductCard.tsx'
import { formatCents, unitCents } from '../../pricing/money.ts'
import { formatCount, GUESTS_MAX, guestsError, wholeNumberIn } from '../../planning/guestPlan.ts'
import { LINE_QUANTITY_MAX } from '../../planning/lineQuantity.ts'
import { scaleLookLine } from '../../planning/scaling.ts'
import { useFeedback } from '../../lib/react/useFeedback.ts'
import type { PortfolioEventDetail } from './eventQueries.ts'

export type LookItem = PortfolioEventDetail['hireLook'][number]

const Section = styled.section`
  background: ${({ theme }) => theme.colors.ivory};
  padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter}`};
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`

const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.measure};
  margin: calc(-1 * ${({ theme }) => theme.space[5]}) auto ${({ theme }) => theme.space[7]};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-wrap: pretty;
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Item = styled.li`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 112px 1fr;
  }
`

const Thumb = styled.div`
  align-self: start;
  background: ${({ theme }) => theme.colors.paper};
`

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Quantity = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

const Bar = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[7]};
  text-align: center;
`

const Estimate = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.inkSoft};
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.maroon};
    margin-left: ${({ theme }) => theme.space[1]};
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`

const Added = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.success};
`

const Feedback = styled.p`
  min-height: 1.7em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
`

const GuestField = styled(PlanNumberField)`
  width: min(100%, 14rem);
  text-align: left;
`

/** A piece of the look at the quantity for `guests`, scaled by its rule (web/src/planning); `capped` as there. */
const scaledItem = (item: LookItem, styledFor: number | null, guests: number): LookItem & { capped?: number } => ({
  ...item,
  ...scaleLookLine(item.quantity, item.product, styledFor, guests),
})

// The hire list planner's words for a suggestion held to what a line can hold (hire-list/GuestPlanFields.tsx).
const CAPPED = `capped at ${formatCount(LINE_QUANTITY_MAX)}`
const cappedLine = (wanted: number, guests: number) =>
  `${formatCount(wanted)} for ${formatCount(guests)} guests, ${CAPPED}: the most a line can hold`
const cappedNote = (count: number) =>
  `${count === 1 ? '1 is' : `${count} are`} ${CAPPED}, the most a line can hold: tell us the full numbers in your inquiry.`

const lineOf = (item: LookItem) => ({
  productId: item.product.id,
  quantity: item.quantity,
  ...(item.product.price.variants[0] ? { variantKey: item.product.price.variants[0]._key } : {}),
})

const pieces = (count: number) => (count === 1 ? '1 piece' : `${count} pieces`)

/**
 * "Hire this look": the hire products used at the event with the quantities we suggest, each with
 * its own add button, and "Add all to my list", which merges them into the visitor's list by the
 * list's rules (docs/product/portfolio.md#hire-this-look). What was added is said in a polite live region.
 */
export function HireThisLook({
  eventName,
  items: styledItems,
  styledFor,
}: {
  eventName: string
  items: readonly LookItem[]
  /** Guests the look was styled for; without it the quantities stay as styled. */
  styledFor: number | null
}) {
  const store = useHireListStore()
  const [guestsText, setGuestsText] = useState(styledFor ? String(styledFor) : '')
  const guestsMessage = guestsError(guestsText)
  const guests = wholeNumberIn(guestsText, GUESTS_MAX) ?? styledFor ?? 0
  const items = styledItems.map((item) => scaledItem(item, styledFor, guests))
  const cappedCount = items.filter((item) => item.capped !== undefined).length
  const [feedback, showFeedback] = useFeedback(8000)
  // The piece (or 'all') last added, marked beside its button while the live region speaks.
  const [added, setAdded] = useState<string | null>(null)
  if (items.length === 0) return null

  const addOne = (item: LookItem) => {
    store.add(item.product.id, item.quantity, lineOf(item).variantKey)
    setAdded(item._key)
    showFeedback(`Added ${item.quantity} × ${item.product.name} to your list.`)
  }
  const addAll = () => {
    store.addMany(items.map(lineOf))
    setAdded('all')
    const total = items.reduce((sum, item) => sum + item.quantity, 0)
    showFeedback(`Added all ${items.length} items of this look to your list (${pieces(total)}).`)
  }
  const estimate = items.reduce(
    (sum, item) => sum + unitCents(item.product.price, lineOf(item).variantKey) * item.quantity,
    0,
  )

  return (
    <Section aria-labelledby="hire-this-look">
      <Inner>
        <SectionHeading id="hire-this-look" eyebrow="From this event">
          Hire this look
        </SectionHeading>
        <Intro>
          The pieces from our hire range used at {eventName}
          {styledFor ? `, styled for ${formatCount(styledFor)} guests` : ''}, with the quantities we suggest. Tell us
          your guests and we will scale them; change anything before you send your list.
        </Intro>
        <Bar>
          {styledFor ? (
            <GuestField label="Guests" value={guestsText} message={guestsMessage} onChange={setGuestsText} />
          ) : null}
          <Estimate>
            {styledFor && guests !== styledFor
              ? `The whole look for ${formatCount(guests)} guests, estimated`
              : 'The whole look as suggested, estimated'}
            <strong>{formatCents(estimate)}</strong>
          </Estimate>
          {cappedCount ? <Detail>{cappedNote(cappedCount)}</Detail> : null}
          <Button type="button" onClick={addAll}>
            Add all to my list
          </Button>
          <Feedback role="status" aria-live="polite">
            {feedback ? (
              <>
                {feedback} <Link to="/hire-list">View your list</Link>
              </>
            ) : null}
          </Feedback>
        </Bar>
        <Items aria-label="Pieces in this look">
          {items.map((item) => (
            <Item key={item._key}>
              <Thumb>
                <SanityImage image={item.product.image} aspectRatio={1} alt="" sizes="(min-width: 768px) 112px, 88px" />
              </Thumb>
              <Info>
                <ProductName id={`look-${item._key}`}>
                  <Link to="/hire/$productId" params={{ productId: item.product.id }}>
                    {item.product.name}
                  </Link>
                </ProductName>
                <Detail>{item.product.price.label}</Detail>
                <Quantity>Suggested quantity: {item.quantity}</Quantity>
                {item.capped !== undefined ? <Detail>{cappedLine(item.capped, guests)}</Detail> : null}
                <Row>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="outline"
                    aria-label={`Add ${item.quantity} × ${item.product.name} to my list`}
                    onClick={() => addOne(item)}
                  >
                    Add {item.quantity}
                  </Button>
                  {feedback && (added === item._key || added === 'all') ? (
                    <Added aria-hidden="true">Added</Added>
                  ) : null}
                </Row>
              </Info>
            </Item>
          ))}
        </Items>
      </Inner>
    </Section>
  )
}
