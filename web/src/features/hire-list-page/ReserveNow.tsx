import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { useReserveCheck } from '../../hire-list/useReserveCheck.ts'
import { formatCents } from '../../pricing/money.ts'

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Pickup = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.maroon};
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
`

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Reasons = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.ink};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 2px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.paper};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

/**
 * "Reserve now" beside the inquiry (docs/product/hire-list.md#reserve-now): for a list that passes the
 * business's rules, the action with the deposit it holds and the total; otherwise the rules that send it
 * to our team, in words, with the inquiry one tap away. Nothing at all while the offer is off.
 */
export function ReserveNow() {
  const { answer, offered, pickup, setPickup } = useReserveCheck()
  const pickupId = useId()
  if (!offered) return null
  const words = answer.reservable ? [] : answer.reasons.flatMap((reason) => (reason.words ? [reason.words] : []))
  return (
    <Panel>
      <Pickup>
        <input id={pickupId} type="checkbox" checked={pickup} onChange={(event) => setPickup(event.target.checked)} />
        <label htmlFor={pickupId}>We’ll collect from your studio (pickup)</label>
      </Pickup>
      {answer.reservable ? (
        <>
          <ButtonLink to="/reserve">Reserve now</ButtonLink>
          <Note>
            Holds a {formatCents(answer.depositCents)} deposit on your card, charged only once our team accepts. Total{' '}
            {formatCents(answer.totalCents)}.
          </Note>
        </>
      ) : words.length > 0 ? (
        <Reasons role="status">
          {words.map((text) => (
            <p key={text}>{text}.</p>
          ))}
          <p>
            <Link to="/equipment-hire-inquiry">Send an inquiry</Link> and our team will confirm it with you.
          </p>
        </Reasons>
      ) : null}
    </Panel>
  )
}
