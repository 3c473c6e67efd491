import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { availabilityState, availabilityText, CONFIRMED_ON_INQUIRY } from '../availability/wording.ts'
import { colors, fontSizes, space } from '../theme/tokens.ts'
import { countFor, type Availability } from './useAvailability.ts'

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  &[data-state='available'] {
    color: ${colors.success};
  }
  &[data-state='few'] {
    color: ${colors.goldText};
  }
  &[data-state='booked-out'] {
    color: ${colors.error};
  }
  a {
    color: ${colors.maroon};
    text-underline-offset: 0.2em;
  }
`

/**
 * A product's availability on the visitor's date, in words: "Available on…", "Only N left on…" or
 * "Booked out on…" with a way to ask about alternatives; nothing without a date or for a piece on
 * request; "confirmed on inquiry" when the bookings cannot be read.
 */
export function AvailabilityNote({
  availability,
  productId,
  variantKey,
}: {
  availability: Availability
  productId: string
  variantKey?: string
}) {
  if (availability.status === 'unknown') return <Note data-availability="unknown">{CONFIRMED_ON_INQUIRY}</Note>
  const count = countFor(availability, productId, variantKey)
  if (!count || availability.status !== 'known') return null
  const state = availabilityState(count)
  return (
    <Note data-state={state} data-availability={state}>
      <span>{availabilityText(count, availability.date)}</span>
      {state === 'booked-out' ? <Link to="/contact">Ask about alternatives</Link> : null}
    </Note>
  )
}
