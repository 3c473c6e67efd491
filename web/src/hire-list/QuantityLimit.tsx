import styled from 'styled-components'
import { lineLimitText } from '../availability/wording.ts'
import { colors, fontSizes, letterSpacings, space } from '../theme/tokens.ts'
import { countFor, type Availability } from './useAvailability.ts'

const Limit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.goldText};
  button {
    border: 0;
    background: none;
    padding: ${space[2]} 0;
    font: inherit;
    letter-spacing: ${letterSpacings.wide};
    text-transform: uppercase;
    color: ${colors.maroon};
    text-decoration: underline;
    text-underline-offset: 0.25em;
    cursor: pointer;
  }
`

/**
 * Said when a quantity asks for more than is free on the visitor's date (a hire list line, the product
 * page's stepper): "Only N available on {date}", and a button that sets the quantity to N. The list can
 * still be sent as it is: staff may source more.
 */
export function QuantityLimit({
  availability,
  productId,
  variantKey,
  quantity,
  name,
  onSetQuantity,
}: {
  availability: Availability
  productId: string
  variantKey?: string
  quantity: number
  name: string
  onSetQuantity: (quantity: number) => void
}) {
  const count = countFor(availability, productId, variantKey)
  if (!count || availability.status !== 'known' || quantity <= count.free) return null
  return (
    <Limit role="status" data-availability="over">
      <span>{lineLimitText(count.free, availability.date)}</span>
      {count.free > 0 ? (
        <button type="button" aria-label={`Set to ${count.free}: ${name}`} onClick={() => onSetQuantity(count.free)}>
          Set to {count.free}
        </button>
      ) : null}
    </Limit>
  )
}
