import { useId, useState } from 'react'
import styled, { css } from 'styled-components'
import { HireListLines } from '../../hire-list/HireListLines.tsx'
import { HireListTotals } from '../../hire-list/HireListTotals.tsx'
import { formatCents } from '../../pricing/money.ts'
import { useHireEstimate } from '../../hire-list/useHireEstimate.ts'
import { SideLink } from './SideLink.tsx'
import { SIDE_BAR_HEIGHT, SideBarPlaceholder } from './sideBar.ts'

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space[5]}`});
    padding: ${({ theme }) => theme.space[6]};
    max-height: calc(100vh - ${({ theme }) => `${theme.layout.headerHeight} - ${theme.space[7]}`});
    overflow-y: auto;
  }
`

const headingText = css`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

/** Large screens: a plain heading, the panel is always open. */
const WideHeading = styled.h2`
  ${headingText}
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowLg} {
    display: none;
  }
`

/** Small screens: the heading is the disclosure button, with the count and total always visible. */
const NarrowHeading = styled.h2`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const Toggle = styled.button`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  /* The panel's own border makes up the rest of the bar's height. */
  min-height: calc(${SIDE_BAR_HEIGHT} - 2px);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border: 0;
  background: none;
  text-align: left;
  cursor: pointer;
`

const ToggleTitle = styled.span`
  ${headingText}
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const ToggleMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-variant-numeric: tabular-nums;
`

const Chevron = styled.span<{ $open: boolean }>`
  width: 0.6rem;
  height: 0.6rem;
  border-right: 1px solid ${({ theme }) => theme.colors.maroon};
  border-bottom: 1px solid ${({ theme }) => theme.colors.maroon};
  transform: translateY(${({ $open }) => ($open ? '25%' : '-25%')})
    rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
`

const Body = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowLg} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    padding: ${({ theme }) => `0 ${theme.space[5]} ${theme.space[5]}`};
  }
`

/**
 * The hire list beside the inquiry form, built from the hire list's own rows and totals: a
 * collapsible panel on small screens, a sticky one on large screens, shown only when the list
 * holds something (docs/product/inquiries.md).
 */
export function OrderSummary() {
  const { lines, totalCount, estimate, totalCents, isPending } = useHireEstimate()
  const [open, setOpen] = useState(false)
  const bodyId = useId()
  // The charges may still be on their way once the list is known: hold the bar's place meanwhile.
  if (isPending) return <SideBarPlaceholder aria-hidden="true" />
  if (lines.length === 0) return null
  const items = totalCount === 1 ? '1 item' : `${totalCount} items`
  return (
    <Panel aria-label="Order Summary">
      <WideHeading>Order Summary</WideHeading>
      <NarrowHeading>
        <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <ToggleTitle>Order Summary</ToggleTitle>
          <ToggleMeta>
            {items} ·{' '}
            {totalCents === null ? `${formatCents(estimate.itemsCents)} before delivery` : formatCents(totalCents)}
          </ToggleMeta>
          <Chevron aria-hidden="true" $open={open} />
        </Toggle>
      </NarrowHeading>
      <Body id={bodyId} $open={open}>
        <HireListLines editable={false} />
        <HireListTotals />
        <SideLink to="/hire-list">Edit hire list</SideLink>
      </Body>
    </Panel>
  )
}
