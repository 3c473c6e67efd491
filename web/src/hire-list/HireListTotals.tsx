import styled from 'styled-components'
import { formatCents } from '../pricing/money.ts'
import { useHireListLines } from './useHireListLines.ts'

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

const Value = styled.dd<{ $large?: boolean }>`
  margin: 0;
  text-align: right;
  font-family: ${({ theme, $large }) => ($large ? theme.fonts.display : theme.fonts.body)};
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.h3 : theme.fontSizes.md)};
  color: ${({ theme, $large }) => ($large ? theme.colors.maroon : theme.colors.ink)};
  font-variant-numeric: tabular-nums;
`

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkSoft};
`

/**
 * Total item count and the estimated Total Cost (two decimals), for the hire list page and the
 * inquiry's order summary. Until the saved list is read it shows dashes, keeping its height.
 */
export function HireListTotals() {
  const { totalCount, totalCents, isPending } = useHireListLines()
  return <TotalsView totalCount={totalCount} totalCents={totalCents} isPending={isPending} />
}

/** The totals of any priced list (the saved one, or a shared one). */
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
        <Value>{isPending ? '–' : totalCount}</Value>
        <Term>Total Cost</Term>
        <Value $large>{isPending ? '–' : formatCents(totalCents)}</Value>
      </Totals>
      <Note>This is an estimate. Final pricing will be confirmed in your personalized quote.</Note>
    </Wrapper>
  )
}
