import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import styled from 'styled-components'
import { formatCents } from '../pricing/money.ts'
import type { Estimate } from '../pricing/estimate.ts'
import { useHireEstimate } from './useHireEstimate.ts'

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
`

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin: 0;
`

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkSoft};
`

/** A charge's name reads as a sentence: "Delivery, setup and collection (Perth metro)". */
const ChargeTerm = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
`

const Value = styled.dd<{ $large?: boolean }>`
  margin: 0;
  text-align: right;
  font-family: ${({ theme, $large }) => ($large ? theme.fonts.display : theme.fonts.body)};
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.h3 : theme.fontSizes.md)};
  color: ${({ theme, $large }) => ($large ? theme.colors.maroon : theme.colors.ink)};
  font-variant-numeric: tabular-nums;
`

/** The total under a rule of its own, so the rule runs straight whatever the figures' sizes. */
const GrandTotal = styled(Totals)`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkSoft};
`

const TermsLink = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

const Notice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.ink};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 2px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.paper};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

const Waiver = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
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
  p {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`

const dash = '–'

const Retry = styled.button`
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.maroon};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`

/**
 * The charges could not be read: the server may still add delivery and the waiver, so the items' sum
 * is named for what it is, never offered as the total.
 */
function FeesUnknownNotice({ itemsCents, waiver, retry }: { itemsCents: number; waiver: boolean; retry: () => void }) {
  return (
    <Notice role="status">
      We couldn’t load our delivery charges just now, so the delivery fee{waiver ? ' and the damage waiver' : ''} will
      be confirmed in your quote. Your items come to {formatCents(itemsCents)} before delivery, to be confirmed.
      <Retry type="button" onClick={retry}>
        Try again
      </Retry>
    </Notice>
  )
}

/** What to say about delivery under the figures: a prompt, the minimum, or why it is quoted. */
function DeliveryNotice({ estimate, zoneWithdrawn }: { estimate: Estimate; zoneWithdrawn: string | null }) {
  const { delivery } = estimate
  if (estimate.itemsCents === 0) return null
  if (delivery.kind === 'none') {
    return <Notice>Add your venue postcode under “Your event” to include delivery, setup and collection.</Notice>
  }
  if (delivery.kind === 'quote') {
    return (
      <Notice role="status">
        {zoneWithdrawn
          ? `Our ${zoneWithdrawn} delivery rate no longer covers postcode ${delivery.postcode}: delivery, setup and collection will be quoted for your venue.`
          : `Postcode ${delivery.postcode} is outside our delivery zones: delivery, setup and collection will be quoted for your venue.`}
      </Notice>
    )
  }
  if (delivery.shortfallCents > 0) {
    return (
      <Notice>
        Add {formatCents(delivery.shortfallCents)} more to reach the {formatCents(delivery.minimumCents)} minimum order
        for {delivery.zone.name}.
      </Notice>
    )
  }
  return null
}

/**
 * The estimate of the saved list (docs/product/hire-list.md#the-estimate), for the hire list page and
 * the inquiry's order summary alike: the items, delivery by zone, the damage waiver the visitor may add,
 * the estimated Total Cost and the deposit. Until the saved list is read it shows dashes, keeping its
 * height; when the charges cannot be read, the Total Cost is "To be confirmed".
 */
export function HireListTotals() {
  const {
    totalCount,
    isPending,
    estimate,
    totalCents,
    retryCharges,
    waiverPercent,
    waiverSummary,
    zoneWithdrawn,
    damageWaiver,
    setDamageWaiver,
  } = useHireEstimate()
  const waiverId = useId()
  const { delivery } = estimate
  const unknown = !isPending && totalCents === null
  return (
    <Wrapper aria-live="polite" aria-busy={isPending}>
      <Totals>
        <Term>Total items</Term>
        <Value>{isPending ? dash : totalCount}</Value>
        <Term>Items</Term>
        <Value>{isPending ? dash : formatCents(estimate.itemsCents)}</Value>
        {unknown || (!isPending && delivery.kind === 'quote' && estimate.itemsCents > 0) ? (
          <>
            <ChargeTerm>Delivery, setup and collection</ChargeTerm>
            <Value>{unknown ? 'To be confirmed' : 'Quoted'}</Value>
          </>
        ) : null}
        {isPending
          ? null
          : estimate.charges.map((charge) => <ChargeRow key={charge.name} name={charge.name} cents={charge.cents} />)}
      </Totals>
      <GrandTotal>
        <Term>Total Cost</Term>
        {unknown ? (
          <Value>To be confirmed</Value>
        ) : (
          <Value $large>{isPending || totalCents === null ? dash : formatCents(totalCents)}</Value>
        )}
      </GrandTotal>
      {isPending ? null : unknown ? (
        <FeesUnknownNotice itemsCents={estimate.itemsCents} waiver={damageWaiver} retry={retryCharges} />
      ) : (
        <DeliveryNotice estimate={estimate} zoneWithdrawn={zoneWithdrawn} />
      )}
      {!isPending && waiverPercent > 0 && estimate.itemsCents > 0 ? (
        <Waiver>
          <input
            id={waiverId}
            type="checkbox"
            checked={damageWaiver}
            aria-describedby={`${waiverId}-summary`}
            onChange={(event) => setDamageWaiver(event.target.checked)}
          />
          <label htmlFor={waiverId}>Add damage waiver ({waiverPercent}% of the items)</label>
          <p id={`${waiverId}-summary`}>{waiverSummary}</p>
        </Waiver>
      ) : null}
      {!isPending && !unknown && estimate.depositPercent > 0 && estimate.totalCents > 0 ? (
        <Note>
          A {estimate.depositPercent}% deposit ({formatCents(estimate.depositCents)}) secures your booking once we have
          confirmed your quote; nothing is charged now.
        </Note>
      ) : null}
      <Note>This is an estimate. Final pricing will be confirmed in your personalized quote.</Note>
      <TermsLink>
        Cancellation, delivery, collection and damage: read our <Link to="/hire-terms">hire terms</Link>.
      </TermsLink>
    </Wrapper>
  )
}

function ChargeRow({ name, cents }: { name: string; cents: number }) {
  return (
    <>
      <ChargeTerm>{name}</ChargeTerm>
      <Value>{formatCents(cents)}</Value>
    </>
  )
}

/** The totals of a list that is not the visitor's own (a shared one): items only, no event to price. */
export function TotalsView({
  totalCount,
  totalCents,
  isPending = false,
}: {
  totalCount: number
  totalCents: number
  isPending?: boolean
}) {
  return (
    <Wrapper aria-live="polite" aria-busy={isPending}>
      <Totals>
        <Term>Total items</Term>
        <Value>{isPending ? dash : totalCount}</Value>
        <Term>Total Cost</Term>
        <Value $large>{isPending ? dash : formatCents(totalCents)}</Value>
      </Totals>
      <Note>This is an estimate. Final pricing will be confirmed in your personalized quote.</Note>
    </Wrapper>
  )
}
